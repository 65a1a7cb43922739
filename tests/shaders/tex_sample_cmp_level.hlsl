// ARGS: -T ps_6_7
// WGSL: PRISM5235 (14,17) WGSL compares at level 0 only
// glslang: rejects (it has no SampleCmpLevel (SM 6.7))
// SampleCmpLevel (SM 6.7): comparison at an explicit level, with and
// without an offset; at level 0 WGSL's textureSampleCompareLevel takes it.
Texture2D<float> Shadow : register(t0);
TextureCube<float> Omni : register(t1);
SamplerComparisonState Cmp : register(s0, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, float3 dir : TEXCOORD1, float depth : TEXCOORD2) : SV_Target
{
    float s = Shadow.SampleCmpLevel(Cmp, uv, depth, 0.0);
    s += Shadow.SampleCmpLevel(Cmp, uv, depth, 2.0, int2(1, 1));
    s += Omni.SampleCmpLevel(Cmp, dir, depth, 0);
    return s.xxxx;
}
