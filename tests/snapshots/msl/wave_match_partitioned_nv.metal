#include <metal_stdlib>
using namespace metal;

static inline uint4 prism_ballot(bool b)
{
    ulong v = static_cast<ulong>(static_cast<simd_vote::vote_t>(simd_ballot(b)));
    return uint4(uint(v), uint(v >> 32), 0u, 0u);
}

kernel void main0(
    device uint4* OutM [[buffer(0)]],
    device uint4* OutU [[buffer(1)]],
    device float2* OutF [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint multi_prefix;
    uint multi_prefix0;
    uint multi_prefix1;
    uint4 _81;
    uint4 _91;
    uint4 _99;
    uint _109;
    uint _119;
    uint _129;
    uint _145;
    uint _161;
    uint _177;
    float2 _187;
    float2 _197;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 % 5u;
    const uint _10 = gl_GlobalInvocationID.x;
    const float _11 = float(_10);
    for (;;)
    {
        const uint _79 = simd_broadcast_first(_6);
        const bool _80 = _6 == _79;
        _81 = prism_ballot(_80);
        if (_80)
        {
            break;
        }
    }
    const uint _18 = gl_GlobalInvocationID.x;
    const float2 _22 = float2(_11, 1.0f);
    for (;;)
    {
        const float2 _86 = simd_broadcast_first(_22);
        const uint2 _87 = as_type<uint2>(_22);
        const uint2 _88 = as_type<uint2>(_86);
        const bool2 _89 = _87 == _88;
        const bool _90 = bool(all(_89));
        _91 = prism_ballot(_90);
        if (_90)
        {
            break;
        }
    }
    const uint4 _24 = _81 ^ _91;
    const int _26 = int(_6);
    const int3 _27 = int3(1, _26, 2);
    for (;;)
    {
        const int3 _96 = int3(simd_broadcast_first(_27));
        const bool3 _97 = _27 == _96;
        const bool _98 = bool(all(_97));
        _99 = prism_ballot(_98);
        if (_98)
        {
            break;
        }
    }
    const uint4 _29 = _24 ^ _99;
    OutM[_18] = _29;
    const uint _32 = gl_GlobalInvocationID.x;
    const uint _35 = gl_GlobalInvocationID.x;
    const uint4 _104 = prism_ballot(true);
    const uint4 _105 = _81 & _104;
    for (;;)
    {
        const uint4 _106 = uint4(simd_broadcast_first(_105));
        const bool4 _107 = _105 == _106;
        const bool _108 = bool(all(_107));
        if (_108)
        {
            _109 = simd_prefix_exclusive_sum(_35);
            break;
        }
    }
    const uint _39 = _6 + 1u;
    const uint4 _114 = prism_ballot(true);
    const uint4 _115 = _81 & _114;
    for (;;)
    {
        const uint4 _116 = uint4(simd_broadcast_first(_115));
        const bool4 _117 = _115 == _116;
        const bool _118 = bool(all(_117));
        if (_118)
        {
            _119 = simd_prefix_exclusive_product(_39);
            break;
        }
    }
    const uint _43 = gl_GlobalInvocationID.x;
    const uint _44 = _43 & 1u;
    const bool _45 = _44 != 0u;
    const uint4 _124 = prism_ballot(true);
    const uint4 _125 = _81 & _124;
    for (;;)
    {
        const uint4 _126 = uint4(simd_broadcast_first(_125));
        const bool4 _127 = _125 == _126;
        const bool _128 = bool(all(_127));
        if (_128)
        {
            _129 = simd_prefix_exclusive_sum(uint(_45));
            break;
        }
    }
    const uint _49 = gl_GlobalInvocationID.x;
    multi_prefix = 4294967295u;
    for (;;)
    {
        {
            const uint multi_prefix2 = multi_prefix;
            const bool _135 = simd_is_first();
            const uint4 _136 = prism_ballot(_135);
            const uint _137 = simd_broadcast_first(_49);
            const uint4 _138 = _136 & _81;
            const bool4 _139 = _138 != uint4(0u);
            const bool _140 = bool(any(_139));
            const bool _141 = !_135;
            const bool _142 = _140 && _141;
            const uint _144 = multi_prefix2 & _137;
            _145 = _142 ? _144 : multi_prefix2;
            if (_135)
            {
                break;
            }
        }
        multi_prefix = _145;
    }
    const uint _53 = gl_GlobalInvocationID.x;
    multi_prefix0 = 0u;
    for (;;)
    {
        {
            const uint multi_prefix3 = multi_prefix0;
            const bool _151 = simd_is_first();
            const uint4 _152 = prism_ballot(_151);
            const uint _153 = simd_broadcast_first(_53);
            const uint4 _154 = _152 & _81;
            const bool4 _155 = _154 != uint4(0u);
            const bool _156 = bool(any(_155));
            const bool _157 = !_151;
            const bool _158 = _156 && _157;
            const uint _160 = multi_prefix3 | _153;
            _161 = _158 ? _160 : multi_prefix3;
            if (_151)
            {
                break;
            }
        }
        multi_prefix0 = _161;
    }
    const uint _56 = _145 ^ _161;
    const uint _58 = gl_GlobalInvocationID.x;
    multi_prefix1 = 0u;
    for (;;)
    {
        {
            const uint multi_prefix4 = multi_prefix1;
            const bool _167 = simd_is_first();
            const uint4 _168 = prism_ballot(_167);
            const uint _169 = simd_broadcast_first(_58);
            const uint4 _170 = _168 & _81;
            const bool4 _171 = _170 != uint4(0u);
            const bool _172 = bool(any(_171));
            const bool _173 = !_167;
            const bool _174 = _172 && _173;
            const uint _176 = multi_prefix4 ^ _169;
            _177 = _174 ? _176 : multi_prefix4;
            if (_167)
            {
                break;
            }
        }
        multi_prefix1 = _177;
    }
    const uint _61 = _56 ^ _177;
    const uint4 _62 = uint4(_109, _119, _129, _61);
    OutU[_32] = _62;
    const uint _65 = gl_GlobalInvocationID.x;
    const float2 _68 = float2(_11, 1.0f);
    const uint4 _182 = prism_ballot(true);
    const uint4 _183 = _81 & _182;
    for (;;)
    {
        const uint4 _184 = uint4(simd_broadcast_first(_183));
        const bool4 _185 = _183 == _184;
        const bool _186 = bool(all(_185));
        if (_186)
        {
            _187 = simd_prefix_exclusive_sum(_68);
            break;
        }
    }
    const float2 _72 = float2(_11, 2.0f);
    const uint4 _192 = prism_ballot(true);
    const uint4 _193 = _81 & _192;
    for (;;)
    {
        const uint4 _194 = uint4(simd_broadcast_first(_193));
        const bool4 _195 = _193 == _194;
        const bool _196 = bool(all(_195));
        if (_196)
        {
            _197 = simd_prefix_exclusive_product(_72);
            break;
        }
    }
    const float2 _75 = _187 + _197;
    OutF[_65] = _75;
    return;
}

