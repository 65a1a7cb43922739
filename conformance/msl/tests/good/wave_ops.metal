// Wave intrinsics as SIMD-group and quad-group functions, over float, half,
// int, uint scalars and vectors; ballots read through simd_vote::vote_t.
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float4* data [[buffer(0)]],
                  device uint* counts [[buffer(1)]],
                  device int2* ints [[buffer(2)]],
                  uint3 gid [[thread_position_in_grid]],
                  uint lane [[thread_index_in_simdgroup]],
                  uint width [[threads_per_simdgroup]],
                  uint sg [[simdgroup_index_in_threadgroup]])
{
    float4 v = data[gid.x];
    float s = simd_sum(v.x);
    float4 p = simd_prefix_exclusive_sum(v) + simd_prefix_inclusive_product(v);
    half h = simd_max(half(v.y));
    int2 i = simd_min(ints[gid.x]) + simd_and(ints[gid.x]) + simd_or(int2(1)) + simd_xor(int2(lane));
    uint bits = uint(uint64_t(simd_ballot(v.x > 0.0)) & 0xffffffffu);
    uint count = popcount(bits);
    uint prefix = simd_prefix_exclusive_sum(uint(v.x > 0.0));
    bool first = simd_is_first();
    float b = simd_broadcast_first(v.z) + simd_broadcast(v.w, ushort(0)) + simd_shuffle(v.x, lane ^ 1u);
    float q = quad_shuffle_xor(v.x, 1) + quad_shuffle_xor(v.y, 2) + quad_broadcast(v.z, 3) + quad_sum(v.w);
    float d = simd_shuffle_down(v.x, 1) + simd_shuffle_up(v.x, 1) + simd_shuffle_xor(v.y, ushort(2));
    if (simd_all(v.x > 0.0) || simd_any(v.y < 0.0) || quad_all(first) || quad_any(!first))
        counts[gid.x] = count + prefix + width + sg;
    if (first)
        data[gid.x] = p + float4(s, float(h), b + q + d, float(i.x + i.y));
}
