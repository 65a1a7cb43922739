// REJECT: simd_vote converts only explicitly, and only to vote_t
// EXPECT: simd_vote
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    uint bits = simd_ballot(data[gid.x] > 0.0);
    data[gid.x] = float(bits);
}
