// ARGS: -HV 2021
// Arrays and matrices as stage inputs and outputs, as DXC takes them: one
// Location per element (a matrix's per row: DXC gives each HLSL row a
// Location), the semantic index counting up as D3D's signature does
// (float2 uvs[3] : TEXCOORD2 is TEXCOORD2-4); an array of render targets
// (SV_Target0-1). Every target sees vectors only, so MSL and WGSL, which
// take no arrays between the stages, need nothing of their own.
struct VSIn
{
    float4x4 world : WORLD;
    float3 pos : POSITION;
    float2 uvs[3] : TEXCOORD2;
    int2x2 ids : IDS;
};

struct VSOut
{
    float4 pos : SV_Position;
    float2 uvs[3] : TEXCOORD0;
    nointerpolation float3x2 m : MAT;
};

[shader("vertex")]
VSOut vs_main(VSIn i)
{
    VSOut o;
    o.pos = mul(float4(i.pos, 1.0), i.world);
    o.uvs = i.uvs;
    o.m = float3x2(i.uvs[0], i.uvs[1], float2(i.ids[0] + i.ids[1]));
    return o;
}

struct PSOut
{
    float4 c[2] : SV_Target0;
};

[shader("pixel")]
PSOut ps_main(VSOut i)
{
    PSOut o;
    o.c[0] = float4(i.uvs[0], i.uvs[2]);
    o.c[1] = float4(i.m[0], i.m[2]);
    return o;
}
