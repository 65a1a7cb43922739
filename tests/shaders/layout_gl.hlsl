// -fvk-use-gl-layout: strict std140 for cbuffers and std430 for the
// rest, with none of DXC's vector relaxation: a float3 after a float goes
// to offset 16 (relaxed: 4), a float2 after a float to 8.
// ARGS: -T cs_6_0 -fvk-use-gl-layout
struct Item
{
    float w;
    float2 uv;
    float3 n;
};

cbuffer Params : register(b2)
{
    float scale;
    float3 dir;
};

RWStructuredBuffer<Item> Items : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Item it = Items[id.x];
    it.n = normalize(it.n + dir) * scale;
    it.uv += it.w;
    Items[id.x] = it;
}
