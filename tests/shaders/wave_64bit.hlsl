// ARGS: -T cs_6_5
// Wave and quad ops on 64-bit types: int64_t, uint64_t and double on SPIR-V
// (Int64, Float64). Metal's simd_ functions take no 64-bit type (and Metal
// has no double); WGSL has no 64-bit types at all.
RWStructuredBuffer<uint2> Out : register(u0);
RWStructuredBuffer<float4> OutF : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint64_t u = ((uint64_t)id.x << 33) | 5ull;
    int64_t2 s2 = int64_t2((int64_t)u, -(int64_t)id.x);
    double d = (double)id.x * 0.25;
    double3 d3 = double3(d, -d, 1.0);
    uint4 m = WaveMatch(u) ^ WaveMatch(s2) ^ WaveMatch(d3);
    uint64_t ru = WaveActiveSum(u) + WaveActiveBitOr(u) + WavePrefixProduct(u) + WaveReadLaneAt(u, 1)
                + QuadReadAcrossX(u) + WaveMultiPrefixSum(u, m) + WaveMultiPrefixBitXor(u, m);
    int64_t2 rs = WaveActiveMin(s2) + WaveActiveMax(s2) + WavePrefixSum(s2) + WaveReadLaneFirst(s2)
                + QuadReadLaneAt(s2, 2) + WaveMultiPrefixProduct(s2, m) + WaveMultiPrefixBitAnd(s2, m);
    double3 rd = WaveActiveSum(d3) + WaveActiveMax(d3) + WavePrefixSum(d3) + QuadReadAcrossDiagonal(d3)
               + WaveMultiPrefixSum(d3, m);
    bool eq = WaveActiveAllEqual(d) && all(WaveActiveAllEqual(s2));
    Out[id.x] = uint2((uint)ru, (uint)(ru >> 32)) + uint2((uint)rs.x, (uint)rs.y) + m.xy + (eq ? 1u : 0u);
    OutF[id.x] = float4((float3)rd, (float)WaveActiveProduct(d));
}
// MSL: PRISM5400 Metal has no double
// MSL: PRISM5403 Metal's simd_ and quad_ functions take no 64-bit type
// WGSL: PRISM5200 WGSL has no 64-bit types
