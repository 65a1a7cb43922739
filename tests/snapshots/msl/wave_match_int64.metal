#include <metal_stdlib>
using namespace metal;

static inline uint4 prism_ballot(bool b)
{
    ulong v = static_cast<ulong>(static_cast<simd_vote::vote_t>(simd_ballot(b)));
    return uint4(uint(v), uint(v >> 32), 0u, 0u);
}

kernel void main0(
    device uint4* OutM [[buffer(0)]],
    device uint2* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    ulong multi_prefix;
    ulong multi_prefix0;
    ulong multi_prefix1;
    long3 multi_prefix2;
    long3 multi_prefix3;
    uint4 _81;
    uint4 _101;
    ulong _119;
    ulong _137;
    ulong _155;
    long3 _183;
    long3 _211;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 % 3u;
    const ulong _7 = ulong(_6);
    const ulong _9 = _7 << 33ul;
    const ulong _10 = _9 | 5ul;
    const long _14 = long(_10);
    const uint _16 = gl_GlobalInvocationID.x;
    const uint _17 = _16 & 1u;
    const long _18 = long(_17);
    const long _19 = -_18;
    const long3 _20 = long3(_14, _19, 7l);
    for (;;)
    {
        const uint2 _77 = as_type<uint2>(_10);
        const uint2 _78 = uint2(simd_broadcast_first(_77));
        const ulong _79 = as_type<ulong>(_78);
        const bool _80 = _10 == _79;
        _81 = prism_ballot(_80);
        if (_80)
        {
            break;
        }
    }
    const uint _27 = gl_GlobalInvocationID.x;
    for (;;)
    {
        const long _86 = _20.x;
        const uint2 _87 = as_type<uint2>(_86);
        const uint2 _88 = uint2(simd_broadcast_first(_87));
        const long _89 = as_type<long>(_88);
        const long _90 = _20.y;
        const uint2 _91 = as_type<uint2>(_90);
        const uint2 _92 = uint2(simd_broadcast_first(_91));
        const long _93 = as_type<long>(_92);
        const long _94 = _20.z;
        const uint2 _95 = as_type<uint2>(_94);
        const uint2 _96 = uint2(simd_broadcast_first(_95));
        const long _97 = as_type<long>(_96);
        const long3 _98 = long3(_89, _93, _97);
        const bool3 _99 = _20 == _98;
        const bool _100 = bool(all(_99));
        _101 = prism_ballot(_100);
        if (_100)
        {
            break;
        }
    }
    const uint4 _32 = _81 ^ _101;
    OutM[_27] = _32;
    multi_prefix = 18446744073709551615ul;
    for (;;)
    {
        {
            const ulong multi_prefix4 = multi_prefix;
            const bool _107 = simd_is_first();
            const uint4 _108 = prism_ballot(_107);
            const uint2 _109 = as_type<uint2>(_10);
            const uint2 _110 = uint2(simd_broadcast_first(_109));
            const ulong _111 = as_type<ulong>(_110);
            const uint4 _112 = _108 & _81;
            const bool4 _113 = _112 != uint4(0u);
            const bool _114 = bool(any(_113));
            const bool _115 = !_107;
            const bool _116 = _114 && _115;
            const ulong _118 = multi_prefix4 & _111;
            _119 = _116 ? _118 : multi_prefix4;
            if (_107)
            {
                break;
            }
        }
        multi_prefix = _119;
    }
    multi_prefix0 = 0ul;
    for (;;)
    {
        {
            const ulong multi_prefix5 = multi_prefix0;
            const bool _125 = simd_is_first();
            const uint4 _126 = prism_ballot(_125);
            const uint2 _127 = as_type<uint2>(_10);
            const uint2 _128 = uint2(simd_broadcast_first(_127));
            const ulong _129 = as_type<ulong>(_128);
            const uint4 _130 = _126 & _81;
            const bool4 _131 = _130 != uint4(0u);
            const bool _132 = bool(any(_131));
            const bool _133 = !_125;
            const bool _134 = _132 && _133;
            const ulong _136 = multi_prefix5 | _129;
            _137 = _134 ? _136 : multi_prefix5;
            if (_125)
            {
                break;
            }
        }
        multi_prefix0 = _137;
    }
    const ulong _41 = _119 ^ _137;
    multi_prefix1 = 0ul;
    for (;;)
    {
        {
            const ulong multi_prefix6 = multi_prefix1;
            const bool _143 = simd_is_first();
            const uint4 _144 = prism_ballot(_143);
            const uint2 _145 = as_type<uint2>(_10);
            const uint2 _146 = uint2(simd_broadcast_first(_145));
            const ulong _147 = as_type<ulong>(_146);
            const uint4 _148 = _144 & _81;
            const bool4 _149 = _148 != uint4(0u);
            const bool _150 = bool(any(_149));
            const bool _151 = !_143;
            const bool _152 = _150 && _151;
            const ulong _154 = multi_prefix6 ^ _147;
            _155 = _152 ? _154 : multi_prefix6;
            if (_143)
            {
                break;
            }
        }
        multi_prefix1 = _155;
    }
    const ulong _45 = _41 ^ _155;
    multi_prefix2 = long3(0l);
    for (;;)
    {
        {
            const long3 multi_prefix7 = multi_prefix2;
            const bool _161 = simd_is_first();
            const uint4 _162 = prism_ballot(_161);
            const long _163 = _20.x;
            const uint2 _164 = as_type<uint2>(_163);
            const uint2 _165 = uint2(simd_broadcast_first(_164));
            const long _166 = as_type<long>(_165);
            const long _167 = _20.y;
            const uint2 _168 = as_type<uint2>(_167);
            const uint2 _169 = uint2(simd_broadcast_first(_168));
            const long _170 = as_type<long>(_169);
            const long _171 = _20.z;
            const uint2 _172 = as_type<uint2>(_171);
            const uint2 _173 = uint2(simd_broadcast_first(_172));
            const long _174 = as_type<long>(_173);
            const long3 _175 = long3(_166, _170, _174);
            const uint4 _176 = _162 & _81;
            const bool4 _177 = _176 != uint4(0u);
            const bool _178 = bool(any(_177));
            const bool _179 = !_161;
            const bool _180 = _178 && _179;
            const long3 _182 = multi_prefix7 ^ _175;
            _183 = _180 ? _182 : multi_prefix7;
            if (_161)
            {
                break;
            }
        }
        multi_prefix2 = _183;
    }
    multi_prefix3 = long3(0l);
    for (;;)
    {
        {
            const long3 multi_prefix8 = multi_prefix3;
            const bool _189 = simd_is_first();
            const uint4 _190 = prism_ballot(_189);
            const long _191 = _20.x;
            const uint2 _192 = as_type<uint2>(_191);
            const uint2 _193 = uint2(simd_broadcast_first(_192));
            const long _194 = as_type<long>(_193);
            const long _195 = _20.y;
            const uint2 _196 = as_type<uint2>(_195);
            const uint2 _197 = uint2(simd_broadcast_first(_196));
            const long _198 = as_type<long>(_197);
            const long _199 = _20.z;
            const uint2 _200 = as_type<uint2>(_199);
            const uint2 _201 = uint2(simd_broadcast_first(_200));
            const long _202 = as_type<long>(_201);
            const long3 _203 = long3(_194, _198, _202);
            const uint4 _204 = _190 & _81;
            const bool4 _205 = _204 != uint4(0u);
            const bool _206 = bool(any(_205));
            const bool _207 = !_189;
            const bool _208 = _206 && _207;
            const long3 _210 = multi_prefix8 | _203;
            _211 = _208 ? _210 : multi_prefix8;
            if (_189)
            {
                break;
            }
        }
        multi_prefix3 = _211;
    }
    const long3 _54 = _183 | _211;
    const uint _57 = gl_GlobalInvocationID.x;
    const uint _60 = uint(_45);
    const ulong _63 = _45 >> 32ul;
    const uint _64 = uint(_63);
    const uint2 _65 = uint2(_60, _64);
    const long _67 = _54.x;
    const uint _68 = uint(_67);
    const long _70 = _54.z;
    const uint _71 = uint(_70);
    const uint2 _72 = uint2(_68, _71);
    const uint2 _73 = _65 + _72;
    Out[_57] = _73;
    return;
}

