// ARGS: -T ps_6_2 -enable-16bit-types
// glslang: rejects (it has no 16-bit texture elements)
// 16-bit texture elements: the image holds 32-bit texels, results convert
// to half (and from it for stores).
Texture2D<half4> Color : register(t0);
Texture2D<half> Mask : register(t1);
[[vk::image_format("rgba16f")]] RWTexture2D<half4> Out : register(u2);
SamplerState Smp : register(s0, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    half4 c = Color.Sample(Smp, uv) * Mask.SampleLevel(Smp, uv, 0);
    Out[uint2(pos.xy)] = c;
    return c + Color.Load(int3(0, 0, 0));
}
