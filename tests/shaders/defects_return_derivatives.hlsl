// ARGS: -T ps_6_0
// Derivatives and implicit-LOD sampling after a return only some pixels take
// (issue 11, class 4, its pixel-shader half): valid on every target. As in
// HLSL, their value is undefined in a quad whose pixels diverged; WGSL says so
// with diagnostic(off, derivative_uniformity) (WGSL 15.2.2), so Tint takes
// textureSample and dpdx after the return. In a loop with a return too.
Texture2D<float4> Tex : register(t0);
SamplerState Smp : register(s1);
cbuffer Params : register(b2) { float4 tint; uint layers; };

[shader("pixel")]
float4 main(float2 uv : TEXCOORD0, float4 pos : SV_Position) : SV_Target
{
    if (pos.x < 10)
        return float4(1, 0, 0, 1);
    float4 c = Tex.Sample(Smp, uv);
    float d = ddx(uv.x) + fwidth(uv.y) + ddy_fine(c.z);
    for (uint i = 0; i < layers; i++) {
        if (c.w > tint.w)
            return c;
        c += Tex.SampleBias(Smp, uv + i * 0.125, 0.5) * ddx_coarse(c.x);
    }
    return c * d * tint;
}
