#include <metal_stdlib>
using namespace metal;

static inline uint4 prism_ballot(bool b)
{
    ulong v = static_cast<ulong>(static_cast<simd_vote::vote_t>(simd_ballot(b)));
    return uint4(uint(v), uint(v >> 32), 0u, 0u);
}

kernel void main0(
    device half4* OutH [[buffer(0)]],
    device short2* OutI [[buffer(1)]],
    device ushort* OutU [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    half cond;
    short2 multi_prefix;
    uint4 _115;
    half4 _125;
    short2 _141;
    ushort _151;
    uint4 _162;
    const uint _5 = gl_GlobalInvocationID.x;
    const half _6 = half(_5);
    const half _7 = _6 * 0.5h;
    const half _12 = -_7;
    const half4 _13 = half4(_7, _12, 1.0h, 2.0h);
    const uint _17 = gl_GlobalInvocationID.x;
    const short _18 = short(_17);
    const short _19 = short(_18 - short(8));
    const short _24 = short(_19 + short(1));
    const short2 _25 = short2(_19, _24);
    const uint _29 = gl_GlobalInvocationID.x;
    const ushort _30 = ushort(_29);
    for (;;)
    {
        const ushort _113 = simd_broadcast_first(_30);
        const bool _114 = _30 == _113;
        _115 = prism_ballot(_114);
        if (_114)
        {
            break;
        }
    }
    const uint _37 = gl_GlobalInvocationID.x;
    const half4 _40 = simd_sum(_13);
    const half4 _42 = simd_min(_13);
    const half4 _43 = _40 + _42;
    const half4 _45 = simd_prefix_exclusive_product(_13);
    const half4 _46 = _43 + _45;
    const half4 _48 = simd_broadcast_first(_13);
    const half4 _49 = _46 + _48;
    const half4 _51 = quad_shuffle_xor(_13, 1u);
    const half4 _52 = _49 + _51;
    const uint4 _120 = prism_ballot(true);
    const uint4 _121 = _115 & _120;
    for (;;)
    {
        const uint4 _122 = uint4(simd_broadcast_first(_121));
        const bool4 _123 = _121 == _122;
        const bool _124 = bool(all(_123));
        if (_124)
        {
            _125 = simd_prefix_exclusive_sum(_13);
            break;
        }
    }
    const half4 _56 = _52 + _125;
    const bool4 _58 = bool4(simd_all(_13.x == simd_broadcast_first(_13.x)), simd_all(_13.y == simd_broadcast_first(_13.y)), simd_all(_13.z == simd_broadcast_first(_13.z)), simd_all(_13.w == simd_broadcast_first(_13.w)));
    const bool _59 = bool(all(_58));
    if (_59)
    {
        cond = _7;
    }
    else
    {
        cond = 0.0h;
    }
    const half cond0 = cond;
    const half4 _65 = half4(cond0);
    const half4 _66 = _56 + _65;
    OutH[_37] = _66;
    const uint _69 = gl_GlobalInvocationID.x;
    const short2 _72 = short2(simd_max(_25));
    const short2 _74 = short2(simd_prefix_exclusive_sum(_25));
    const short2 _75 = _72 + _74;
    const short2 _77 = short2(simd_xor(_25));
    const short2 _78 = _75 + _77;
    const short2 _80 = short2(simd_shuffle(_25, 2u));
    const short2 _81 = _78 + _80;
    const short2 _83 = short2(quad_broadcast(_25, 1u));
    const short2 _84 = _81 + _83;
    multi_prefix = short2(short(0));
    for (;;)
    {
        {
            const short2 multi_prefix0 = multi_prefix;
            const bool _131 = simd_is_first();
            const uint4 _132 = prism_ballot(_131);
            const short2 _133 = short2(simd_broadcast_first(_25));
            const uint4 _134 = _132 & _115;
            const bool4 _135 = _134 != uint4(0u);
            const bool _136 = bool(any(_135));
            const bool _137 = !_131;
            const bool _138 = _136 && _137;
            const short2 _140 = multi_prefix0 | _133;
            _141 = _138 ? _140 : multi_prefix0;
            if (_131)
            {
                break;
            }
        }
        multi_prefix = _141;
    }
    const short2 _88 = _84 + _141;
    OutI[_69] = _88;
    const uint _91 = gl_GlobalInvocationID.x;
    const ushort _94 = simd_product(_30);
    const ushort _96 = simd_and(_30);
    const ushort _97 = ushort(_94 + _96);
    const ushort _99 = quad_shuffle_xor(_30, 3u);
    const ushort _100 = ushort(_97 + _99);
    const uint4 _146 = prism_ballot(true);
    const uint4 _147 = _115 & _146;
    for (;;)
    {
        const uint4 _148 = uint4(simd_broadcast_first(_147));
        const bool4 _149 = _147 == _148;
        const bool _150 = bool(all(_149));
        if (_150)
        {
            _151 = simd_prefix_exclusive_product(_30);
            break;
        }
    }
    const ushort _104 = ushort(_100 + _151);
    for (;;)
    {
        const half _156 = simd_broadcast_first(_7);
        const float _157 = float(_7);
        const float _158 = float(_156);
        const uint _159 = as_type<uint>(_157);
        const uint _160 = as_type<uint>(_158);
        const bool _161 = _159 == _160;
        _162 = prism_ballot(_161);
        if (_161)
        {
            break;
        }
    }
    const uint _107 = _162.x;
    const ushort _108 = ushort(_107);
    const ushort _109 = ushort(_104 + _108);
    OutU[_91] = _109;
    return;
}

