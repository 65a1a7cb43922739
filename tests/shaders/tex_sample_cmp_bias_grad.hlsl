// ARGS: -T ps_6_8
// WGSL: PRISM5235 WGSL has no biased or gradient comparison sampling
// glslang: rejects (it has no SampleCmpBias and SampleCmpGrad (SM 6.8))
// SampleCmpBias and SampleCmpGrad (SM 6.8), with offsets and lod clamps.
Texture2D<float> Shadow : register(t0);
TextureCube<float> Omni : register(t1);
SamplerComparisonState Cmp : register(s0, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, float3 dir : TEXCOORD1, float depth : TEXCOORD2) : SV_Target
{
    float s = Shadow.SampleCmpBias(Cmp, uv, depth, 0.5);
    s += Shadow.SampleCmpBias(Cmp, uv, depth, -1.0, int2(1, 0), 2.0);
    s += Shadow.SampleCmpGrad(Cmp, uv, depth, ddx(uv), ddy(uv));
    s += Shadow.SampleCmpGrad(Cmp, uv, depth, ddx(uv), ddy(uv), int2(0, -1));
    s += Omni.SampleCmpBias(Cmp, dir, depth, 1.0);
    s += Omni.SampleCmpGrad(Cmp, dir, depth, ddx(dir), ddy(dir), 1.0);
    return s.xxxx;
}
