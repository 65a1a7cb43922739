// ARGS: -T ps_6_0
// glslang: rejects (its SPIR-V gives computed offsets as ConstOffsets, which spirv-val rejects)
// A gather with computed (programmable) offsets: SPIR-V's Offset operand
// (ImageGatherExtended), MSL's offset argument; WGSL moves the coordinate by
// offset / size (its offsets are constants in [-8, 7]).
Texture2D<float4> Tex : register(t0);
SamplerState Smp : register(s0, space1);
cbuffer Params : register(b0, space2) { int2 Jitter; };

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    int2 o = int2(pos.xy) & 3;
    float4 g = Tex.GatherRed(Smp, uv, Jitter);
    g += Tex.GatherGreen(Smp, uv, o, o + 1, Jitter, -o);
    return g;
}
