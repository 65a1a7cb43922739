// ARGS: -T ps_6_0
// MSL: PRISM5421 (17,16) Metal's depth textures have one channel
// WGSL: PRISM5235 (15,53) WGSL's depth textures have no textureSampleBias
// WGSL: PRISM5235 (16,16) WGSL's depth textures have no textureSampleGrad
// WGSL: PRISM5235 (17,16) WGSL's depth textures have one channel
// A compared texture sampled with a bias, gradients and a green gather:
// Metal's depth2d has the first two, WGSL's texture_depth_2d none.
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
