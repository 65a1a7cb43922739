#include <metal_stdlib>
using namespace metal;

static inline uint4 prism_ballot(bool b)
{
    ulong v = static_cast<ulong>(static_cast<simd_vote::vote_t>(simd_ballot(b)));
    return uint4(uint(v), uint(v >> 32), 0u, 0u);
}

kernel void main0(
    device uint* U [[buffer(0)]],
    device float* F [[buffer(1)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]],
    uint gl_SubgroupInvocationID [[thread_index_in_simdgroup]])
{
    uint cond;
    uint cond0;
    uint cond1;
    uint cond2;
    const uint _6 = U[gl_LocalInvocationIndex];
    const uint _10 = _6 & 1u;
    const bool _11 = _10 != 0u;
    const uint4 _90 = prism_ballot(_11);
    const bool _91 = simd_is_first();
    if (_91)
    {
        cond = 1u;
    }
    else
    {
        cond = 0u;
    }
    const uint cond3 = cond;
    const bool _21 = _6 < 100u;
    const bool _92 = simd_all(_21);
    if (_92)
    {
        cond0 = 2u;
    }
    else
    {
        cond0 = 0u;
    }
    const uint cond4 = cond0;
    const uint _27 = cond3 | cond4;
    const uint2 _29 = uint2(_6, 1u);
    const bool2 _93 = bool2(simd_all(_29.x == simd_broadcast_first(_29.x)), simd_all(_29.y == simd_broadcast_first(_29.y)));
    const bool _94 = _93.x;
    const bool _95 = _93.y;
    const bool _96 = _94 && _95;
    if (_96)
    {
        cond1 = 4u;
    }
    else
    {
        cond1 = 0u;
    }
    const uint cond5 = cond1;
    const uint _35 = _27 | cond5;
    const bool _37 = _6 > 3u;
    const uint _97 = simd_sum(uint(_37));
    const uint _98 = _97 & 1u;
    const bool _99 = _98 != 0u;
    if (_99)
    {
        cond2 = 8u;
    }
    else
    {
        cond2 = 0u;
    }
    const uint cond6 = cond2;
    const uint _43 = _35 | cond6;
    const uint _49 = _90.x;
    const uint _50 = _43 + _49;
    const uint _100 = simd_shuffle(_6, 1u);
    const uint _53 = _50 + _100;
    const uint _102 = gl_SubgroupInvocationID ^ 1u;
    const uint _103 = simd_shuffle(_6, _102);
    const uint _56 = _53 + _103;
    const uint _104 = simd_sum(_6);
    const uint _59 = _56 + _104;
    const uint _105 = simd_prefix_exclusive_sum(_6);
    const uint _106 = _105 + _6;
    const uint _62 = _59 + _106;
    const uint _107 = simd_prefix_exclusive_sum(_6);
    const uint _65 = _62 + _107;
    const int _108 = as_type<int>(_6);
    const int _109 = simd_min(_108);
    const uint _110 = as_type<uint>(_109);
    const uint _68 = _65 + _110;
    const uint _111 = simd_xor(_6);
    const uint _71 = _68 + _111;
    U[gl_LocalInvocationIndex] = _71;
    const float _77 = F[gl_LocalInvocationIndex];
    const float _112 = simd_broadcast_first(_77);
    const float _81 = F[gl_LocalInvocationIndex];
    const float _113 = simd_prefix_exclusive_sum(_81);
    const float _114 = _113 + _81;
    const float _83 = _112 + _114;
    F[gl_LocalInvocationIndex] = _83;
    return;
}

