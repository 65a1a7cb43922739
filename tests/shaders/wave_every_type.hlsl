// ARGS: -T cs_6_5
// The wave intrinsics that take a T on every vector size the type classes
// of wave_all_types.hlsl leave out: int2/int4, uint3/uint4, float2/float3
// (reductions, prefix scans, bitwise reductions, reads, AllEqual), and
// WaveMatch / WaveMultiPrefix* on the vector sizes wave_match_multiprefix.hlsl
// leaves out.
#define ARITH(v) (WaveActiveSum(v) + WaveActiveProduct(v) + WaveActiveMin(v) + WaveActiveMax(v) + \
                  WavePrefixSum(v) + WavePrefixProduct(v) + WaveReadLaneFirst(v) + WaveReadLaneAt(v, 1))
#define BITS(v) (WaveActiveBitAnd(v) | WaveActiveBitOr(v) | WaveActiveBitXor(v))
#define MULTI(v, m) (WaveMultiPrefixSum(v, m) + WaveMultiPrefixProduct(v, m))
#define MULTIBITS(v, m) (WaveMultiPrefixBitAnd(v, m) ^ WaveMultiPrefixBitOr(v, m) ^ WaveMultiPrefixBitXor(v, m))
RWStructuredBuffer<int4> OutI : register(u0);
RWStructuredBuffer<uint4> OutU : register(u1);
RWStructuredBuffer<float4> OutF : register(u2);
RWStructuredBuffer<uint4> OutM : register(u3);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int i = (int)(id.x % 7u) - 3;
    uint u = id.x % 5u;
    float f = (float)(id.x % 4u);
    int2 i2 = int2(i, 1);
    int4 i4 = int4(i, -i, 2, i);
    uint3 u3 = uint3(u, 2u, u);
    uint4 u4 = uint4(u, u, 1u, 3u);
    float2 f2 = float2(f, 0.5);
    float3 f3 = float3(f, -f, 2.0);
    uint4 m = WaveMatch(u);
    bool eq = all(WaveActiveAllEqual(i2)) && all(WaveActiveAllEqual(i4)) && all(WaveActiveAllEqual(u3)) &&
              all(WaveActiveAllEqual(u4)) && all(WaveActiveAllEqual(f2)) && all(WaveActiveAllEqual(f3));
    OutI[id.x] = int4(ARITH(i2) + BITS(i2) + MULTI(i2, m) + MULTIBITS(i2, m), 0, 0)
               + ARITH(i4) + BITS(i4) + MULTI(i4, m) + MULTIBITS(i4, m)
               + int4(MULTI(int3(i, 1, 2), m) + MULTIBITS(int3(i, i, 2), m), 0)
               + MULTIBITS(i, m) + MULTI(i, m);
    OutU[id.x] = uint4(ARITH(u3) + BITS(u3) + MULTI(u3, m) + MULTIBITS(u3, m), eq ? 1u : 0u)
               + ARITH(u4) + BITS(u4) + MULTI(u4, m) + MULTIBITS(u4, m)
               + uint4(MULTI(uint2(u, 1u), m) + MULTIBITS(uint2(u, 3u), m), 0u, 0u)
               + MULTI(u, m) + MULTIBITS(u, m);
    OutF[id.x] = float4(ARITH(f2) + MULTI(f2, m), 0.0, 0.0) + float4(ARITH(f3) + MULTI(f3, m), 0.0)
               + MULTI(float4(f, f, 1.0, 2.0), m) + MULTI(f, m);
    OutM[id.x] = WaveMatch(i2) ^ WaveMatch(i4) ^ WaveMatch(int3(i, 0, 1)) ^ WaveMatch(u3) ^ WaveMatch(u4)
               ^ WaveMatch(uint2(u, 4u)) ^ WaveMatch(f2) ^ WaveMatch(f3) ^ WaveMatch(float4(f, 1.0, 2.0, 3.0))
               ^ WaveMatch(float2(f, f));
}
