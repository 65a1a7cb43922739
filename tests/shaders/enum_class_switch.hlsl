// enum class: its enumerators need the enum's name, compare only with
// their own type, convert by cast only; a switch on one.
// glslang: rejects (enums)
enum class Shape : uint { Point, Line, Triangle, Quad };

uint corners(Shape s)
{
    switch (s)
    {
    case Shape::Point: return 1;
    case Shape::Line: return 2;
    case Shape::Triangle: return 3;
    default: return 4;
    }
}

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Shape s = (Shape)(id.x % 4);
    bool tri = s == Shape::Triangle;
    bool other = s != Shape::Quad;
    Out[id.x] = corners(s) + (tri ? 10 : 0) + (other ? 100 : 0) + (uint)Shape::Quad * 1000;
}
