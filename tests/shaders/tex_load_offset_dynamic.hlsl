// ARGS: -T ps_6_0
// Load with computed offsets (a 3x3 box filter of texel fetches, offsets
// from loop counters and from a constant buffer): a fetch's offset is added
// to its integer coordinate, so the sum is the coordinate and no immediate
// is needed (Sample's offsets must stay immediates: PRISM4021). The layer of
// an array and the sample of a multisampled texture are left alone.
Texture2D<float4> Color : register(t0);
Texture2DArray<float4> Layers : register(t1);
Texture2DMS<float4> Msaa : register(t2);
Texture1D<float> Curve : register(t3);
cbuffer Params : register(b0, space1) { int2 Jitter; int Shift; };

[shader("pixel")]
float4 main(float4 pos : SV_Position) : SV_Target
{
    int2 p = int2(pos.xy);
    float4 sum = 0;
    for (int y = -1; y <= 1; y++)
        for (int x = -1; x <= 1; x++)
            sum += Color.Load(int3(p, 0), int2(x, y));
    sum += Layers.Load(int4(p, 2, 0), Jitter) + Msaa.Load(p, 1, -Jitter);
    sum.x += Curve.Load(int2(p.x, 0), Shift);
    return sum / 9.0;
}
