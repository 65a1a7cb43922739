// ARGS: -T ps_6_0
// MSL: PRISM5420 (10,19) Metal binds fixed-size arrays only
// MSL: PRISM5420 (11,14) Metal binds fixed-size arrays only
// WGSL: PRISM5230 (10,19) WebGPU has no binding arrays
// WGSL: PRISM5230 (11,14) WebGPU has no binding arrays
// glslang: rejects (it has no NonUniformResourceIndex)
// Unbounded arrays ("bindless"): Texture2D t[] indexed with
// NonUniformResourceIndex (SPIR-V RuntimeDescriptorArray, NonUniform on the
// descriptor's uses), and with a uniform index.
Texture2D<float4> Textures[] : register(t0, space3);
SamplerState Samplers[] : register(s0, space4);
cbuffer Draw : register(b0, space2) { uint Base; };

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, nointerpolation uint material : MATERIAL) : SV_Target
{
    float4 c = Textures[NonUniformResourceIndex(material)].Sample(Samplers[NonUniformResourceIndex(material + 1)], uv);
    c += Textures[Base].Sample(Samplers[0], uv);
    c += Textures[NonUniformResourceIndex(material * 2)].Load(int3(pos.xy, 0));
    return c;
}
