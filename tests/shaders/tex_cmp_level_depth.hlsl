// ARGS: -T ps_6_0
// WGSL: PRISM5235 (15,17) WGSL's depth textures take integral levels
// A texture that a comparison reads is a depth texture on WGSL, whose
// textureSampleLevel takes an i32 level: SampleLevel at a constant whole
// level becomes one (2i), at a computed level it cannot (a fractional level
// blends two levels under a linear mip filter).
Texture2D<float> Shadow : register(t0);
SamplerComparisonState Cmp : register(s0, space1);
SamplerState Point : register(s1, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, float lod : TEXCOORD1) : SV_Target
{
    float a = Shadow.SampleCmpLevelZero(Cmp, uv, 0.5) + Shadow.SampleLevel(Point, uv, 2).x;
    a += Shadow.SampleLevel(Point, uv, lod).x;
    return a.xxxx;
}
