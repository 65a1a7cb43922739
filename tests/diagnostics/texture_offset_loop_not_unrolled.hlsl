// ARGS: -T ps_6_0
// EXPECT: PRISM4021 (16,34) the loop has a break, so it is not unrolled and x is no constant
// EXPECT: PRISM4021 (19,42) [loop] says not to unroll
// Offsets from loop counters are immediates only in the loops Prism
// unrolls (lower_unroll.c): constant bounds, no break or continue of their
// own, no [loop]. These two stay loops, so their offsets are not constants.
Texture2D<float4> Tex : register(t0);
SamplerState Smp : register(s0, space1);

[shader("pixel")]
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = 0;
    for (int x = 0; x < 4; x++) {
        if (c.a > 1) break;
        c += Tex.Sample(Smp, uv, int2(x, 0));
    }
    [loop] for (int y = 0; y < 4; y++)
        c += Tex.SampleLevel(Smp, uv, 0, int2(0, y));
    return c;
}
