// Methods of a base struct called on a derived object, from outside and
// from the derived struct's own methods (unqualified and Base::f).
// glslang: rejects (no struct inheritance)
struct Shape
{
    float scale;
    float unit() { return 1; }
    float area() { return scale * unit(); }
};

struct Square : Shape
{
    float side;
    float unit() { return side * side; }   /* hides Shape::unit */
    float both() { return area() + Shape::unit() + unit(); }
};

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Square q;
    q.scale = 2;
    q.side = id.x;
    Out[id.x] = q.area() + q.unit() + q.both();
}
