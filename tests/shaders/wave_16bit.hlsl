// ARGS: -T cs_6_5 -enable-16bit-types
// Wave and quad ops on 16-bit types: half everywhere (WGSL: enable f16),
// int16_t / uint16_t on SPIR-V (Int16) and Metal (short, ushort); WGSL has
// no 16-bit integers.
RWStructuredBuffer<half4> OutH : register(u0);
RWStructuredBuffer<int16_t2> OutI : register(u1);
RWStructuredBuffer<uint16_t> OutU : register(u2);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    half h = (half)id.x * (half)0.5;
    half4 h4 = half4(h, -h, 1.0, 2.0);
    int16_t s = (int16_t)id.x - (int16_t)8;
    int16_t2 s2 = int16_t2(s, s + (int16_t)1);
    uint16_t u = (uint16_t)id.x;
    uint4 m = WaveMatch(u);

    OutH[id.x] = WaveActiveSum(h4) + WaveActiveMin(h4) + WavePrefixProduct(h4) + WaveReadLaneFirst(h4)
               + QuadReadAcrossX(h4) + WaveMultiPrefixSum(h4, m) + (all(WaveActiveAllEqual(h4)) ? h : (half)0);
    OutI[id.x] = WaveActiveMax(s2) + WavePrefixSum(s2) + WaveActiveBitXor(s2) + WaveReadLaneAt(s2, 2)
               + QuadReadLaneAt(s2, 1) + WaveMultiPrefixBitOr(s2, m);
    OutU[id.x] = WaveActiveProduct(u) + WaveActiveBitAnd(u) + QuadReadAcrossDiagonal(u) + WaveMultiPrefixProduct(u, m)
               + (uint16_t)WaveMatch(h).x;
}
// WGSL: PRISM5201 WGSL has no 16-bit integers
