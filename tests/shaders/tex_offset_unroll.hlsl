// ARGS: -T ps_6_0
// glslang: rejects (it gives the loop counters' offsets as ConstOffsets of non-constants, which spirv-val rejects)
// Sample offsets from loop counters, as PCF filters write them: the loops
// are unrolled (lower_unroll.c) so that every offset is an immediate, as FXC
// and DXC's legalization do. A 3x3 PCF of SampleCmpLevelZero (nested
// loops), a blur with a step of 2 and a counter that also moves the
// coordinate, a uint counter counting down; a loop whose offsets need no
// counter stays a loop.
Texture2D<float> Shadow : register(t0);
Texture2D<float4> Color : register(t1);
SamplerComparisonState Cmp : register(s0, space1);
SamplerState Linear : register(s1, space1);
cbuffer Params : register(b0, space2) { float2 Texel; uint Taps; };

[shader("pixel")]
float4 main(float2 uv : TEXCOORD0, float depth : DEPTH) : SV_Target
{
    float lit = 0;
    [unroll] for (int y = -1; y <= 1; y++)
        [unroll] for (int x = -1; x <= 1; ++x)
            lit += Shadow.SampleCmpLevelZero(Cmp, uv, depth, int2(x, y));
    float4 blur = 0;
    for (int i = -4; i < 5; i += 2)
        blur += Color.SampleLevel(Linear, uv + float2(0, i) * Texel, 0, int2(i / 2, 0)) * (5 - abs(i));
    for (uint k = 3; k > 0; k--)
        blur += Color.Sample(Linear, uv, int2(k, -int(k)));
    for (uint t = 0; t < Taps; t++) /* offsets without the counter: a loop */
        blur += Color.Sample(Linear, uv + Texel * t, int2(1, 1));
    return blur * (lit / 9.0);
}
