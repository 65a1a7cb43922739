// ARGS: -T cs_6_5 -enable-16bit-types
// Wave and quad ops on half scalars and vectors, on all three targets
// (WGSL: `enable f16;`, whose subgroup functions take f16).
RWStructuredBuffer<half4> Out : register(u0);
RWStructuredBuffer<uint4> OutM : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    half h = (half)(id.x % 5u) * (half)0.5;
    half2 h2 = half2(h, 1.0);
    half3 h3 = half3(h, -h, 2.0);
    half4 h4 = half4(h, -h, 1.0, 2.0);
    uint4 m = WaveMatch(h) ^ WaveMatch(h3);
    half4 r = WaveActiveSum(h4) + WaveActiveProduct(h4) + WaveActiveMin(h4) + WaveActiveMax(h4)
            + WavePrefixSum(h4) + WavePrefixProduct(h4) + WaveReadLaneFirst(h4) + WaveReadLaneAt(h4, 1)
            + QuadReadAcrossX(h4) + QuadReadAcrossY(h4) + QuadReadAcrossDiagonal(h4) + QuadReadLaneAt(h4, 3)
            + WaveMultiPrefixSum(h4, m) + WaveMultiPrefixProduct(h4, m);
    half2 r2 = WaveActiveSum(h2) + WavePrefixSum(h2) + WaveReadLaneAt(h2, 2) + QuadReadAcrossX(h2) + WaveMultiPrefixSum(h2, m);
    half3 r3 = WaveActiveMax(h3) + WavePrefixProduct(h3) + QuadReadLaneAt(h3, 2) + WaveMultiPrefixProduct(h3, m);
    half r1 = WaveActiveSum(h) + WavePrefixSum(h) + WaveReadLaneFirst(h) + QuadReadAcrossY(h) + WaveMultiPrefixSum(h, m);
    bool eq = all(WaveActiveAllEqual(h4)) && WaveActiveAllEqual(h);
    Out[id.x] = r + half4(r2, r3.xy) + r1 + (eq ? (half)1 : (half)0);
    OutM[id.x] = m;
}
