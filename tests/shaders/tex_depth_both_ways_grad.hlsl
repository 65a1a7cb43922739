// ARGS: -T ps_6_0
// WGSL: PRISM5235 (14,53) WGSL's depth textures have no textureSampleBias
// WGSL: PRISM5235 (15,16) WGSL's depth textures have no textureSampleGrad
// A compared texture sampled with a bias, gradients and a green gather:
// Metal's depth2d has the first two, WGSL's texture_depth_2d none. The
// green gather is 0 on every target (a depth texture reads as (d, 0, 0, 1)).
Texture2D<float> Depth : register(t0);
SamplerComparisonState Cmp : register(s0, space1);
SamplerState Lin : register(s1, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, float ref : TEXCOORD1) : SV_Target
{
    float a = Depth.SampleCmp(Cmp, uv, ref) + Depth.SampleBias(Lin, uv, 1.0);
    a += Depth.SampleGrad(Lin, uv, ddx(uv), ddy(uv));
    a += Depth.GatherGreen(Lin, uv).y;
    return a.xxxx;
}
