// ARGS: -T cs_6_0 -E main
// Wave reductions, scans, broadcasts and quad reads on matrices, which DXC's
// intrinsic table takes (any<>, numeric<>): row by row, each row the vector
// form; WaveActiveAllEqual gives a bool matrix (DXC's SPIR-V compares each
// element).
RWStructuredBuffer<float2x3> F : register(u0);
RWStructuredBuffer<int4> I : register(u1);
RWStructuredBuffer<uint> Equal : register(u2);

[numthreads(16, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2x3 m = F[id.x];
    F[id.x] = WaveActiveSum(m) + WavePrefixProduct(m) + WaveReadLaneAt(m, 1) + WaveReadLaneFirst(m) +
              QuadReadAcrossX(m) + WaveActiveMax(m);
    int2x2 k = int2x2(I[id.x]);
    int2x2 r = WaveActiveBitOr(k) + WaveActiveMin(k) + QuadReadLaneAt(k, 2) + QuadReadAcrossDiagonal(k);
    I[id.x] = int4(r[0], r[1]);
    bool2x3 eq = WaveActiveAllEqual(m);
    Equal[id.x] = (all(eq[0]) ? 1u : 0u) | (all(eq[1]) ? 2u : 0u);
}
