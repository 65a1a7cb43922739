// ARGS: -T ps_6_0
// glslang: rejects (its SPIR-V puts Bias on an explicit-lod gather, which spirv-val rejects)
// Depth-compared gathers (PCF from one fetch of four texels): GatherCmp and
// GatherCmpRed with and without offsets, on Texture2D, Texture2DArray and
// TextureCube.
Texture2D<float> Shadow : register(t0);
Texture2DArray<float> Cascades : register(t1);
TextureCube<float> Omni : register(t2);
SamplerComparisonState Cmp : register(s0, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, float3 dir : TEXCOORD1, float depth : TEXCOORD2) : SV_Target
{
    float4 g = Shadow.GatherCmp(Cmp, uv, depth);
    g += Shadow.GatherCmp(Cmp, uv, depth, int2(1, 0));
    g += Shadow.GatherCmpRed(Cmp, uv, depth, int2(0, 1));
    g += Cascades.GatherCmp(Cmp, float3(uv, 3), depth);
    g += Cascades.GatherCmpRed(Cmp, float3(uv, 0), depth, int2(-1, 0));
    g += Omni.GatherCmp(Cmp, dir, depth);
    g += Omni.GatherCmpRed(Cmp, dir, depth);
    return g / 7.0;
}
