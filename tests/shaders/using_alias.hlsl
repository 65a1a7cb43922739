// using Name = type; as typedef: vectors, arrays, structs, and aliases
// inside a struct and a function.
// glslang: rejects (using)
using Color = float4;
using Weights = float[3];
struct Vertex { float3 pos; };
using V = Vertex;

struct Mesh
{
    using Index = uint;
    Index first;
    Index count;
};

RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    using Scalar = float;
    Weights w = { 0.25, 0.5, 0.25 };
    V v = { float3(id.x, 1, 2) };
    Mesh m = { 3, 4 };
    Mesh::Index n = m.first + m.count;
    Scalar s = w[0] + w[1] + w[2];
    Color c = float4(v.pos * s, n);
    Out[id.x] = c;
}
