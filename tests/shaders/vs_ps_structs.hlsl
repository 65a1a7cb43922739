// ARGS: -HV 2021
// (no -T: both entries compile, each as the stage its [shader] names)
// A vertex and a pixel shader sharing their interface struct: struct
// inputs and outputs with member semantics, [[vk::location]], flat
// integers, nointerpolation, several render targets and SV_Depth.
struct VSIn
{
    [[vk::location(1)]] float3 position : POSITION;
    [[vk::location(0)]] float2 uv : TEXCOORD0;
};

struct VSOut
{
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    nointerpolation float layer : TEXCOORD1;
    uint id : TEXCOORD2;
};

struct PSOut
{
    float4 color : SV_Target0;
    uint4 ids : SV_Target2;
    float depth : SV_Depth;
};

[shader("vertex")]
VSOut vs_main(VSIn input, uint vid : SV_VertexID)
{
    VSOut o;
    o.pos = float4(input.position, 1.0);
    o.uv = input.uv;
    o.layer = (float)(vid % 4);
    o.id = vid;
    return o;
}

[shader("pixel")]
PSOut ps_main(VSOut input)
{
    PSOut o;
    o.color = float4(input.uv, input.layer, 1.0);
    o.ids = uint4(input.id, (uint)input.pos.x, (uint)input.pos.y, 7);
    o.depth = saturate(input.pos.z * 0.5);
    return o;
}
