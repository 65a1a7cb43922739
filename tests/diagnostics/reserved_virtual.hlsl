// EXPECT: PRISM2106 (6,5) 'virtual' is a reserved keyword in HLSL
// HLSL has no virtual methods: a call goes to the method of the static
// type (interfaces and classes are resolved at compile time, as in DXC).
struct Shape {
    float size;
    virtual float area() { return size * size; }
};
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Shape s = (Shape)2;
    Out[id.x] = s.area();
}
