// Every wave intrinsic on int, uint and float scalars and vectors (bool where
// it takes bools): reductions and prefix scans, bitwise reductions, reads of
// other lanes, votes, ballots and bit counts.
#define ARITH(v) (WaveActiveSum(v) + WaveActiveProduct(v) + WaveActiveMin(v) + WaveActiveMax(v) + WavePrefixSum(v) + WavePrefixProduct(v))
#define BITS(v) (WaveActiveBitAnd(v) | WaveActiveBitOr(v) | WaveActiveBitXor(v))
#define READ(v) (WaveReadLaneFirst(v) + WaveReadLaneAt(v, 3))
#define EQ(v) (all(WaveActiveAllEqual(v)) ? 1 : 0)
RWStructuredBuffer<int4> OutI : register(u0);
RWStructuredBuffer<uint4> OutU : register(u1);
RWStructuredBuffer<float4> OutF : register(u2);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int i = (int)id.x - 32;
    int3 i3 = int3(i, -i, i * 3);
    uint u = id.x;
    uint2 u2 = uint2(u, u ^ 5u);
    float f = (float)id.x * 0.5;
    float4 f4 = float4(f, -f, f * f, 1.0);
    bool b = (u & 1u) != 0;

    int4 ri = int4(ARITH(i) + BITS(i) + READ(i) + EQ(i), ARITH(i3) + BITS(i3) + READ(i3) + EQ(i3));
    uint4 ru = uint4(ARITH(u) + BITS(u) + READ(u) + EQ(u), 0u, ARITH(u2) + BITS(u2) + READ(u2) + EQ(u2));
    float4 rf = ARITH(f4) + READ(f4) + ARITH(f) + READ(f) + EQ(f4) + EQ(f);
    bool rb = WaveReadLaneFirst(b) || WaveReadLaneAt(b, 1) || WaveActiveAllEqual(b);
    uint votes = (WaveActiveAnyTrue(b) ? 1u : 0u) | (WaveActiveAllTrue(b) ? 2u : 0u) |
                 (WaveIsFirstLane() ? 4u : 0u) | (rb ? 8u : 0u);
    uint counts = WaveActiveCountBits(b) + WavePrefixCountBits(b) + votes;
    OutI[id.x] = ri;
    OutU[id.x] = ru + WaveActiveBallot(b) + counts;
    OutF[id.x] = rf;
}
