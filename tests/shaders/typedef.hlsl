// typedef of scalars, vectors, arrays and structs.
// glslang: rejects (a typedef name as the element type of vector<T, N>)
typedef float Real;
typedef vector<Real, 3> Vec3;
typedef uint Index;
struct S { Vec3 p; Index i; };
typedef S Point;
typedef Real Triple[3];
RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Point pt;
    pt.p = Vec3(1.0, 2.0, (Real)id.x);
    pt.i = (Index)id.x;
    Triple t = { pt.p.x, pt.p.y, pt.p.z };
    Out[id.x] = t[0] + t[1] + t[2] + (Real)pt.i;
}
