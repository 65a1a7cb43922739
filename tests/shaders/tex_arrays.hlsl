// ARGS: -T ps_6_0
// For WGSL, each element is a binding of its own (wgsl_resource_arrays.c),
// a dynamic index a switch around the texture call
// Fixed-size arrays of textures and samplers (a material's maps, a light's
// shadow cascades): constant and dynamic indices; SPIR-V arrays of
// descriptors at one binding, MSL array<texture2d<float>, N>.
Texture2D Maps[4] : register(t0);
SamplerState Samplers[2] : register(s0, space1);
cbuffer Material : register(b0, space2) { uint MapIndex; uint SamplerIndex; };

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = Maps[0].Sample(Samplers[0], uv);
    c += Maps[MapIndex].Sample(Samplers[SamplerIndex], uv);
    c += Maps[3].Load(int3(pos.xy, 0));
    uint w, h;
    Maps[1].GetDimensions(w, h);
    return c + float4(w, h, 0, 0);
}
