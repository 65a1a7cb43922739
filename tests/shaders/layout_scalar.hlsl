// -fvk-use-scalar-layout: VK_EXT_scalar_block_layout for every buffer:
// members aligned to their scalars only (a float3 after a float at 4, the
// struct 16 bytes, StructuredBuffer<float3> stride 12); the module needs
// scalarBlockLayout (reflection's vulkanFeatures).
// ARGS: -T cs_6_0 -fvk-use-scalar-layout
struct Vertex
{
    float w;
    float3 pos;
};

StructuredBuffer<float3> Normals : register(t0);
RWStructuredBuffer<Vertex> Verts : register(u1);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Vertex v = Verts[id.x];
    v.pos += Normals[id.x] * v.w;
    Verts[id.x] = v;
}
