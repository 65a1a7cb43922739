// ARGS: -T ps_6_0
// MSL: PRISM5420 (14,19) Metal binds fixed-size arrays only
// WGSL: PRISM5230 (14,19) WebGPU has no binding arrays
// For WGSL, Samplers[4] is four bindings; the unbounded Textures stays PRISM5230
// glslang: rejects (it has no NonUniformResourceIndex)
// NonUniformResourceIndex through variables, as DXC propagates it: the
// index held in a local (declared, assigned, compound-assigned), passed to
// a function's parameter, or computed from such a variable marks the
// access non-uniform (SPIR-V: NonUniform on the loaded image and sampler,
// the OpSampledImage and the result). An index that never met
// NonUniformResourceIndex stays uniform (Base: no decoration).
// MSL keeps the fixed-size sampler array: Metal binds those (N indices);
// the unbounded texture array is refused.
Texture2D<float4> Textures[] : register(t0, space1);
SamplerState Samplers[4] : register(s0);
cbuffer Draw : register(b1) { uint Base; };

float4 fetch(uint slot, int2 xy)
{
    return Textures[slot].Load(int3(xy, 0));
}

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, nointerpolation uint material : MATERIAL) : SV_Target
{
    uint i = NonUniformResourceIndex(material);
    float4 c = Textures[i].Sample(Samplers[i & 3], uv);
    uint j;
    j = i + 1;
    c += Textures[j].SampleLevel(Samplers[0], uv, 0);
    uint k = Base;
    k += NonUniformResourceIndex(material * 2);
    c += Textures[k].Load(int3(pos.xy, 0));
    c += fetch(i + 2, int2(pos.xy));
    c += Textures[Base].Sample(Samplers[Base & 3], uv);
    return c;
}
