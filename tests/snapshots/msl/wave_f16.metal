#include <metal_stdlib>
using namespace metal;

static inline uint4 prism_ballot(bool b)
{
    ulong v = static_cast<ulong>(static_cast<simd_vote::vote_t>(simd_ballot(b)));
    return uint4(uint(v), uint(v >> 32), 0u, 0u);
}

kernel void main0(
    device half4* Out [[buffer(0)]],
    device uint4* OutM [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    bool and0;
    half cond;
    uint4 _170;
    uint4 _182;
    half4 _192;
    half4 _202;
    half2 _212;
    half3 _222;
    half _232;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 % 5u;
    const half _7 = half(_6);
    const half _8 = _7 * 0.5h;
    const half2 _12 = half2(_8, 1.0h);
    const half _17 = -_8;
    const half3 _18 = half3(_8, _17, 2.0h);
    const half _23 = -_8;
    const half4 _24 = half4(_8, _23, 1.0h, 2.0h);
    for (;;)
    {
        const half _164 = simd_broadcast_first(_8);
        const float _165 = float(_8);
        const float _166 = float(_164);
        const uint _167 = as_type<uint>(_165);
        const uint _168 = as_type<uint>(_166);
        const bool _169 = _167 == _168;
        _170 = prism_ballot(_169);
        if (_169)
        {
            break;
        }
    }
    for (;;)
    {
        const half3 _175 = simd_broadcast_first(_18);
        const float3 _176 = float3(_18);
        const float3 _177 = float3(_175);
        const uint3 _178 = as_type<uint3>(_176);
        const uint3 _179 = as_type<uint3>(_177);
        const bool3 _180 = _178 == _179;
        const bool _181 = bool(all(_180));
        _182 = prism_ballot(_181);
        if (_181)
        {
            break;
        }
    }
    const uint4 _31 = _170 ^ _182;
    const half4 _35 = simd_sum(_24);
    const half4 _37 = simd_product(_24);
    const half4 _38 = _35 + _37;
    const half4 _40 = simd_min(_24);
    const half4 _41 = _38 + _40;
    const half4 _43 = simd_max(_24);
    const half4 _44 = _41 + _43;
    const half4 _46 = simd_prefix_exclusive_sum(_24);
    const half4 _47 = _44 + _46;
    const half4 _49 = simd_prefix_exclusive_product(_24);
    const half4 _50 = _47 + _49;
    const half4 _52 = simd_broadcast_first(_24);
    const half4 _53 = _50 + _52;
    const half4 _55 = simd_shuffle(_24, 1u);
    const half4 _56 = _53 + _55;
    const half4 _58 = quad_shuffle_xor(_24, 1u);
    const half4 _59 = _56 + _58;
    const half4 _61 = quad_shuffle_xor(_24, 2u);
    const half4 _62 = _59 + _61;
    const half4 _64 = quad_shuffle_xor(_24, 3u);
    const half4 _65 = _62 + _64;
    const half4 _67 = quad_broadcast(_24, 3u);
    const half4 _68 = _65 + _67;
    const uint4 _187 = prism_ballot(true);
    const uint4 _188 = _31 & _187;
    for (;;)
    {
        const uint4 _189 = uint4(simd_broadcast_first(_188));
        const bool4 _190 = _188 == _189;
        const bool _191 = bool(all(_190));
        if (_191)
        {
            _192 = simd_prefix_exclusive_sum(_24);
            break;
        }
    }
    const half4 _72 = _68 + _192;
    const uint4 _197 = prism_ballot(true);
    const uint4 _198 = _31 & _197;
    for (;;)
    {
        const uint4 _199 = uint4(simd_broadcast_first(_198));
        const bool4 _200 = _198 == _199;
        const bool _201 = bool(all(_200));
        if (_201)
        {
            _202 = simd_prefix_exclusive_product(_24);
            break;
        }
    }
    const half4 _76 = _72 + _202;
    const half2 _80 = simd_sum(_12);
    const half2 _82 = simd_prefix_exclusive_sum(_12);
    const half2 _83 = _80 + _82;
    const half2 _85 = simd_shuffle(_12, 2u);
    const half2 _86 = _83 + _85;
    const half2 _88 = quad_shuffle_xor(_12, 1u);
    const half2 _89 = _86 + _88;
    const uint4 _207 = prism_ballot(true);
    const uint4 _208 = _31 & _207;
    for (;;)
    {
        const uint4 _209 = uint4(simd_broadcast_first(_208));
        const bool4 _210 = _208 == _209;
        const bool _211 = bool(all(_210));
        if (_211)
        {
            _212 = simd_prefix_exclusive_sum(_12);
            break;
        }
    }
    const half2 _93 = _89 + _212;
    const half3 _97 = simd_max(_18);
    const half3 _99 = simd_prefix_exclusive_product(_18);
    const half3 _100 = _97 + _99;
    const half3 _102 = quad_broadcast(_18, 2u);
    const half3 _103 = _100 + _102;
    const uint4 _217 = prism_ballot(true);
    const uint4 _218 = _31 & _217;
    for (;;)
    {
        const uint4 _219 = uint4(simd_broadcast_first(_218));
        const bool4 _220 = _218 == _219;
        const bool _221 = bool(all(_220));
        if (_221)
        {
            _222 = simd_prefix_exclusive_product(_18);
            break;
        }
    }
    const half3 _107 = _103 + _222;
    const half _111 = simd_sum(_8);
    const half _113 = simd_prefix_exclusive_sum(_8);
    const half _114 = _111 + _113;
    const half _116 = simd_broadcast_first(_8);
    const half _117 = _114 + _116;
    const half _119 = quad_shuffle_xor(_8, 2u);
    const half _120 = _117 + _119;
    const uint4 _227 = prism_ballot(true);
    const uint4 _228 = _31 & _227;
    for (;;)
    {
        const uint4 _229 = uint4(simd_broadcast_first(_228));
        const bool4 _230 = _228 == _229;
        const bool _231 = bool(all(_230));
        if (_231)
        {
            _232 = simd_prefix_exclusive_sum(_8);
            break;
        }
    }
    const half _124 = _120 + _232;
    const bool4 _129 = bool4(simd_all(_24.x == simd_broadcast_first(_24.x)), simd_all(_24.y == simd_broadcast_first(_24.y)), simd_all(_24.z == simd_broadcast_first(_24.z)), simd_all(_24.w == simd_broadcast_first(_24.w)));
    const bool _130 = bool(all(_129));
    if (_130)
    {
        const bool _133 = simd_all(_8 == simd_broadcast_first(_8));
        and0 = _133;
    }
    else
    {
        and0 = _130;
    }
    const bool and1 = and0;
    const uint _138 = gl_GlobalInvocationID.x;
    const half2 _143 = _107.xy;
    const half4 _144 = half4(_93, _143);
    const half4 _145 = _76 + _144;
    const half4 _147 = half4(_124);
    const half4 _148 = _145 + _147;
    if (and1)
    {
        cond = 1.0h;
    }
    else
    {
        cond = 0.0h;
    }
    const half cond0 = cond;
    const half4 _154 = half4(cond0);
    const half4 _155 = _148 + _154;
    Out[_138] = _155;
    const uint _158 = gl_GlobalInvocationID.x;
    OutM[_158] = _31;
    return;
}

