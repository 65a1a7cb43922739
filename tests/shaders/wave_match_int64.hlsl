// ARGS: -T cs_6_5
// WaveMatch and WaveMultiPrefixBitAnd/Or/Xor on int64_t / uint64_t also work
// on Metal: ir_lower_wave_match reads 64-bit values from the first lane as
// two 32-bit words, and Metal has long and ulong. (WaveMultiPrefixSum and
// Product use the target's own prefix scan, which Metal lacks for 64 bits.)
RWStructuredBuffer<uint4> OutM : register(u0);
RWStructuredBuffer<uint2> Out : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint64_t u = ((uint64_t)(id.x % 3u) << 33) | 5ull;
    int64_t3 s3 = int64_t3((int64_t)u, -(int64_t)(id.x & 1u), 7);
    uint4 m = WaveMatch(u);
    OutM[id.x] = m ^ WaveMatch(s3);
    uint64_t r = WaveMultiPrefixBitAnd(u, m) ^ WaveMultiPrefixBitOr(u, m) ^ WaveMultiPrefixBitXor(u, m);
    int64_t3 r3 = WaveMultiPrefixBitXor(s3, m) | WaveMultiPrefixBitOr(s3, m);
    Out[id.x] = uint2((uint)r, (uint)(r >> 32)) + uint2((uint)r3.x, (uint)r3.z);
}
// WGSL: PRISM5200 WGSL has no 64-bit types
