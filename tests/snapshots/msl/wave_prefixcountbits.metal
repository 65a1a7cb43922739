#include <metal_stdlib>
using namespace metal;

static inline uint4 prism_ballot(bool b)
{
    ulong v = static_cast<ulong>(static_cast<simd_vote::vote_t>(simd_ballot(b)));
    return uint4(uint(v), uint(v >> 32), 0u, 0u);
}

kernel void main0(
    device uint4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 & 1u;
    const bool _7 = _6 != 0u;
    const uint _11 = simd_prefix_exclusive_sum(uint(_7));
    const uint _15 = simd_sum(uint(_7));
    const uint _19 = gl_GlobalInvocationID.x;
    const uint _20 = _19 % 3u;
    const bool _21 = _20 == 0u;
    const uint4 _22 = prism_ballot(_21);
    const uint _25 = gl_GlobalInvocationID.x;
    const uint _30 = _22.x;
    const uint _32 = _22.x;
    const uint _33 = popcount(_32);
    const uint _35 = _22.y;
    const uint _36 = popcount(_35);
    const uint _37 = _33 + _36;
    const uint4 _38 = uint4(_11, _15, _30, _37);
    Out[_25] = _38;
    return;
}

