// ARGS: -T ps_6_0
// WGSL: PRISM5231 (7,24) WGSL has no 1D array textures
// WGSL: PRISM5231 (8,26) WGSL has no multisampled array textures
// glslang: rejects (it has no .sample[index][coord])
// Texture1DArray (sampling, Load, GetDimensions) and Texture2DMSArray
// (Load with a sample index, .sample, operator[] (sample 0), GetDimensions).
Texture1DArray<float4> Gradients : register(t0);
Texture2DMSArray<float4> Views : register(t1);
SamplerState Smp : register(s0, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    uint w, layers, levels, mw, mh, ml, ms;
    Gradients.GetDimensions(0, w, layers, levels);
    Views.GetDimensions(mw, mh, ml, ms);
    float4 c = Gradients.Sample(Smp, float2(uv.x, 1));
    c += Gradients.Load(int3(pos.x, 0, 0));
    c += Views.Load(int3(pos.xy, 1), 0) + Views.sample[1][uint3(pos.xy, 0)] + Views[uint3(pos.xy, 1)];
    return c + float4(w, layers, levels + ml, mw + mh + ms);
}
