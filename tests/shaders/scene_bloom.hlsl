// A bloom chain in compute: a bright-pass downsample (13 bilinear taps,
// SampleLevel of the level above) writes a smaller RWTexture2D, and an
// upsample pass (a tent filter) adds the blurred level back: the compute
// pass writing textures that a later pass samples.
cbuffer Pass : register(b0, space2) { float2 TexelSize; float Threshold; float Intensity; };
Texture2D<float4> Source : register(t0);
Texture2D<float4> Lower : register(t1);
[[vk::image_format("rgba16f")]] RWTexture2D<float4> Dest : register(u2);
SamplerState LinearClamp : register(s0, space1);

float3 tap(float2 uv) { return Source.SampleLevel(LinearClamp, uv, 0).rgb; }

[shader("compute")]
[numthreads(8, 8, 1)]
void downsample(uint3 id : SV_DispatchThreadID)
{
    float2 uv = (id.xy + 0.5) * TexelSize;
    float3 c = tap(uv) * 0.125;
    c += (tap(uv + TexelSize * float2(-1, -1)) + tap(uv + TexelSize * float2(1, -1)) +
          tap(uv + TexelSize * float2(-1, 1)) + tap(uv + TexelSize * float2(1, 1))) * 0.125;
    c += (tap(uv + TexelSize * float2(-2, 0)) + tap(uv + TexelSize * float2(2, 0)) +
          tap(uv + TexelSize * float2(0, -2)) + tap(uv + TexelSize * float2(0, 2))) * 0.0625;
    float bright = max(c.r, max(c.g, c.b));
    Dest[id.xy] = float4(c * saturate(bright - Threshold), 1.0);
}

[shader("compute")]
[numthreads(8, 8, 1)]
void upsample(uint3 id : SV_DispatchThreadID)
{
    float2 uv = (id.xy + 0.5) * TexelSize;
    float4 tent = Lower.SampleLevel(LinearClamp, uv, 0) * 4.0;
    tent += Lower.SampleLevel(LinearClamp, uv, 0, int2(-1, 0)) + Lower.SampleLevel(LinearClamp, uv, 0, int2(1, 0));
    tent += Lower.SampleLevel(LinearClamp, uv, 0, int2(0, -1)) + Lower.SampleLevel(LinearClamp, uv, 0, int2(0, 1));
    Dest[id.xy] = Source.Load(int3(id.xy, 0)) + tent / 8.0 * Intensity;
}
