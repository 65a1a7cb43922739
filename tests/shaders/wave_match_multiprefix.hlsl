// ARGS: -T cs_6_5
// WaveMatch and WaveMultiPrefix* (SM 6.5) on int, uint and float scalars and
// vectors: loops of SM 6.0 wave ops on every target (ir_lower_wave_match).
RWStructuredBuffer<uint4> OutM : register(u0);
RWStructuredBuffer<int4> OutI : register(u1);
RWStructuredBuffer<uint4> OutU : register(u2);
RWStructuredBuffer<float4> OutF : register(u3);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint u = id.x % 3u;
    int i = (int)u - 1;
    float f = (float)u * 0.5;
    uint4 m = WaveMatch(u);
    OutM[id.x] = m ^ WaveMatch(i) ^ WaveMatch(f) ^ WaveMatch(uint2(u, 1u)) ^ WaveMatch(int3(i, 2, i)) ^ WaveMatch(float4(f, f, 0.0, 1.0));

    OutI[id.x] = int4(WaveMultiPrefixSum(i, m), WaveMultiPrefixProduct(i, m), WaveMultiPrefixBitAnd(i, m),
                      WaveMultiPrefixBitOr(i, m) ^ WaveMultiPrefixBitXor(i, m))
               + WaveMultiPrefixSum(int4(i, i, 1, 2), m) + WaveMultiPrefixBitXor(int4(i, 1, 2, 3), m);
    OutU[id.x] = uint4(WaveMultiPrefixSum(u, m), WaveMultiPrefixProduct(u, m), WaveMultiPrefixCountBits(u == 1u, m),
                       WaveMultiPrefixBitAnd(u, m) | WaveMultiPrefixBitOr(u, m) | WaveMultiPrefixBitXor(u, m))
               + uint4(WaveMultiPrefixProduct(uint2(u, 2u), m), WaveMultiPrefixBitAnd(uint2(u, 7u), m))
               + WaveMultiPrefixBitOr(uint4(u, 1u, 2u, 3u), m);
    OutF[id.x] = float4(WaveMultiPrefixSum(f, m), WaveMultiPrefixProduct(f, m), WaveMultiPrefixSum(float2(f, 1.0), m))
               + WaveMultiPrefixProduct(float4(f, 2.0, 3.0, f), m) + WaveMultiPrefixSum(float3(f, f, f), m).xyzz;
}
