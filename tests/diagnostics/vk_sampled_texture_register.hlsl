// ARGS: -T ps_6_0 -E main
// EXPECT: PRISM3022 (6,45) 'Tex' of type 'vk::SampledTexture2D<float4>' is bound with a 't' register, not 'u'; write register(t0)
// A vk::SampledTexture is read-only: register(t) or register(s) (the
// offload-test-suite binds them at s registers, as DXC accepts), never u.

vk::SampledTexture2D<float4> Tex : register(u0);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return Tex.Sample(uv);
}
