// ARGS: -T ps_6_0
// A skybox and a mipmapped texture at explicit and implicit lod: the cube
// map at its base level, a prefiltered level chosen by roughness, the
// implicit level of a detail texture, and a manual lod from its size and
// the derivatives.
Texture2D<float4> Detail : register(t0);
TextureCube<float4> Sky : register(t1);
SamplerState Trilinear : register(s0, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float3 dir : TEXCOORD0, float2 uv : TEXCOORD1, float roughness : TEXCOORD2) : SV_Target
{
    uint w, h, levels;
    Sky.GetDimensions(0, w, h, levels);
    float4 sky = Sky.SampleLevel(Trilinear, dir, 0);
    float4 spec = Sky.SampleLevel(Trilinear, dir, roughness * (levels - 1));
    float4 implicitLod = Detail.Sample(Trilinear, uv);
    uint dw, dh;
    Detail.GetDimensions(dw, dh);
    float2 texels = uv * float2(dw, dh);
    float lod = 0.5 * log2(max(dot(ddx(texels), ddx(texels)), dot(ddy(texels), ddy(texels))));
    float4 manual = Detail.SampleLevel(Trilinear, uv, lod);
    return sky * 0.5 + spec * 0.25 + (implicitLod + manual) * 0.125;
}
