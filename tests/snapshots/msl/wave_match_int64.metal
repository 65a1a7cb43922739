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
    uint4 wave_match;
    bool done;
    uint4 wave_match0;
    bool done0;
    uint4 wave_match1;
    bool done1;
    uint4 wave_match2;
    bool done2;
    ulong multi_prefix;
    bool done3;
    ulong multi_prefix0;
    bool done4;
    ulong multi_prefix1;
    bool done5;
    ulong multi_prefix2;
    bool done6;
    ulong multi_prefix3;
    bool done7;
    ulong multi_prefix4;
    bool done8;
    long3 multi_prefix5;
    bool done9;
    long3 multi_prefix6;
    bool done10;
    long3 multi_prefix7;
    bool done11;
    long3 multi_prefix8;
    bool done12;
    uint4 wave_match4;
    bool done14;
    uint4 wave_match6;
    bool done16;
    ulong multi_prefix10;
    bool done18;
    ulong multi_prefix12;
    bool done20;
    ulong multi_prefix14;
    bool done22;
    long3 multi_prefix16;
    bool done24;
    long3 multi_prefix18;
    bool done26;
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
    wave_match = uint4(0u);
    done = false;
    for (;;)
    {
        {
            const uint4 wave_match3 = wave_match;
            const bool done13 = done;
            const bool _80 = !done13;
            if (_80)
            {
                const uint2 _81 = as_type<uint2>(_10);
                const uint2 _82 = uint2(simd_broadcast_first(_81));
                const ulong _83 = as_type<ulong>(_82);
                const bool _84 = _10 == _83;
                const uint4 _85 = prism_ballot(_84);
                const uint4 _87 = _84 ? _85 : wave_match3;
                wave_match0 = _87;
                done0 = _84;
            }
            else
            {
                wave_match0 = wave_match3;
                done0 = done13;
            }
            wave_match4 = wave_match0;
            done14 = done0;
        }
        const bool _91 = simd_all(done14);
        wave_match = wave_match4;
        done = done14;
        if (_91) break;
    }
    const uint _27 = gl_GlobalInvocationID.x;
    wave_match1 = uint4(0u);
    done1 = false;
    for (;;)
    {
        {
            const uint4 wave_match5 = wave_match1;
            const bool done15 = done1;
            const bool _97 = !done15;
            if (_97)
            {
                const long _98 = _20.x;
                const uint2 _99 = as_type<uint2>(_98);
                const uint2 _100 = uint2(simd_broadcast_first(_99));
                const long _101 = as_type<long>(_100);
                const long _102 = _20.y;
                const uint2 _103 = as_type<uint2>(_102);
                const uint2 _104 = uint2(simd_broadcast_first(_103));
                const long _105 = as_type<long>(_104);
                const long _106 = _20.z;
                const uint2 _107 = as_type<uint2>(_106);
                const uint2 _108 = uint2(simd_broadcast_first(_107));
                const long _109 = as_type<long>(_108);
                const long3 _110 = long3(_101, _105, _109);
                const bool3 _111 = _20 == _110;
                const bool _112 = bool(all(_111));
                const uint4 _113 = prism_ballot(_112);
                const uint4 _115 = _112 ? _113 : wave_match5;
                wave_match2 = _115;
                done2 = _112;
            }
            else
            {
                wave_match2 = wave_match5;
                done2 = done15;
            }
            wave_match6 = wave_match2;
            done16 = done2;
        }
        const bool _119 = simd_all(done16);
        wave_match1 = wave_match6;
        done1 = done16;
        if (_119) break;
    }
    const uint4 _32 = wave_match4 ^ wave_match6;
    OutM[_27] = _32;
    multi_prefix = 18446744073709551615ul;
    done3 = false;
    for (;;)
    {
        {
            const ulong multi_prefix9 = multi_prefix;
            const bool done17 = done3;
            const bool _126 = !done17;
            if (_126)
            {
                const bool _127 = simd_is_first();
                const uint4 _128 = prism_ballot(_127);
                const uint2 _129 = as_type<uint2>(_10);
                const uint2 _130 = uint2(simd_broadcast_first(_129));
                const ulong _131 = as_type<ulong>(_130);
                const uint4 _132 = _128 & wave_match4;
                const bool4 _133 = _132 != uint4(0u);
                const bool _134 = bool(any(_133));
                const bool _135 = !_127;
                const bool _136 = _134 && _135;
                const ulong _138 = multi_prefix9 & _131;
                const ulong _139 = _136 ? _138 : multi_prefix9;
                multi_prefix0 = _139;
                done4 = _127;
            }
            else
            {
                multi_prefix0 = multi_prefix9;
                done4 = done17;
            }
            multi_prefix10 = multi_prefix0;
            done18 = done4;
        }
        const bool _143 = simd_all(done18);
        multi_prefix = multi_prefix10;
        done3 = done18;
        if (_143) break;
    }
    multi_prefix1 = 0ul;
    done5 = false;
    for (;;)
    {
        {
            const ulong multi_prefix11 = multi_prefix1;
            const bool done19 = done5;
            const bool _150 = !done19;
            if (_150)
            {
                const bool _151 = simd_is_first();
                const uint4 _152 = prism_ballot(_151);
                const uint2 _153 = as_type<uint2>(_10);
                const uint2 _154 = uint2(simd_broadcast_first(_153));
                const ulong _155 = as_type<ulong>(_154);
                const uint4 _156 = _152 & wave_match4;
                const bool4 _157 = _156 != uint4(0u);
                const bool _158 = bool(any(_157));
                const bool _159 = !_151;
                const bool _160 = _158 && _159;
                const ulong _162 = multi_prefix11 | _155;
                const ulong _163 = _160 ? _162 : multi_prefix11;
                multi_prefix2 = _163;
                done6 = _151;
            }
            else
            {
                multi_prefix2 = multi_prefix11;
                done6 = done19;
            }
            multi_prefix12 = multi_prefix2;
            done20 = done6;
        }
        const bool _167 = simd_all(done20);
        multi_prefix1 = multi_prefix12;
        done5 = done20;
        if (_167) break;
    }
    const ulong _41 = multi_prefix10 ^ multi_prefix12;
    multi_prefix3 = 0ul;
    done7 = false;
    for (;;)
    {
        {
            const ulong multi_prefix13 = multi_prefix3;
            const bool done21 = done7;
            const bool _174 = !done21;
            if (_174)
            {
                const bool _175 = simd_is_first();
                const uint4 _176 = prism_ballot(_175);
                const uint2 _177 = as_type<uint2>(_10);
                const uint2 _178 = uint2(simd_broadcast_first(_177));
                const ulong _179 = as_type<ulong>(_178);
                const uint4 _180 = _176 & wave_match4;
                const bool4 _181 = _180 != uint4(0u);
                const bool _182 = bool(any(_181));
                const bool _183 = !_175;
                const bool _184 = _182 && _183;
                const ulong _186 = multi_prefix13 ^ _179;
                const ulong _187 = _184 ? _186 : multi_prefix13;
                multi_prefix4 = _187;
                done8 = _175;
            }
            else
            {
                multi_prefix4 = multi_prefix13;
                done8 = done21;
            }
            multi_prefix14 = multi_prefix4;
            done22 = done8;
        }
        const bool _191 = simd_all(done22);
        multi_prefix3 = multi_prefix14;
        done7 = done22;
        if (_191) break;
    }
    const ulong _45 = _41 ^ multi_prefix14;
    multi_prefix5 = long3(0l);
    done9 = false;
    for (;;)
    {
        {
            const long3 multi_prefix15 = multi_prefix5;
            const bool done23 = done9;
            const bool _198 = !done23;
            if (_198)
            {
                const bool _199 = simd_is_first();
                const uint4 _200 = prism_ballot(_199);
                const long _201 = _20.x;
                const uint2 _202 = as_type<uint2>(_201);
                const uint2 _203 = uint2(simd_broadcast_first(_202));
                const long _204 = as_type<long>(_203);
                const long _205 = _20.y;
                const uint2 _206 = as_type<uint2>(_205);
                const uint2 _207 = uint2(simd_broadcast_first(_206));
                const long _208 = as_type<long>(_207);
                const long _209 = _20.z;
                const uint2 _210 = as_type<uint2>(_209);
                const uint2 _211 = uint2(simd_broadcast_first(_210));
                const long _212 = as_type<long>(_211);
                const long3 _213 = long3(_204, _208, _212);
                const uint4 _214 = _200 & wave_match4;
                const bool4 _215 = _214 != uint4(0u);
                const bool _216 = bool(any(_215));
                const bool _217 = !_199;
                const bool _218 = _216 && _217;
                const long3 _220 = multi_prefix15 ^ _213;
                const long3 _221 = _218 ? _220 : multi_prefix15;
                multi_prefix6 = _221;
                done10 = _199;
            }
            else
            {
                multi_prefix6 = multi_prefix15;
                done10 = done23;
            }
            multi_prefix16 = multi_prefix6;
            done24 = done10;
        }
        const bool _225 = simd_all(done24);
        multi_prefix5 = multi_prefix16;
        done9 = done24;
        if (_225) break;
    }
    multi_prefix7 = long3(0l);
    done11 = false;
    for (;;)
    {
        {
            const long3 multi_prefix17 = multi_prefix7;
            const bool done25 = done11;
            const bool _232 = !done25;
            if (_232)
            {
                const bool _233 = simd_is_first();
                const uint4 _234 = prism_ballot(_233);
                const long _235 = _20.x;
                const uint2 _236 = as_type<uint2>(_235);
                const uint2 _237 = uint2(simd_broadcast_first(_236));
                const long _238 = as_type<long>(_237);
                const long _239 = _20.y;
                const uint2 _240 = as_type<uint2>(_239);
                const uint2 _241 = uint2(simd_broadcast_first(_240));
                const long _242 = as_type<long>(_241);
                const long _243 = _20.z;
                const uint2 _244 = as_type<uint2>(_243);
                const uint2 _245 = uint2(simd_broadcast_first(_244));
                const long _246 = as_type<long>(_245);
                const long3 _247 = long3(_238, _242, _246);
                const uint4 _248 = _234 & wave_match4;
                const bool4 _249 = _248 != uint4(0u);
                const bool _250 = bool(any(_249));
                const bool _251 = !_233;
                const bool _252 = _250 && _251;
                const long3 _254 = multi_prefix17 | _247;
                const long3 _255 = _252 ? _254 : multi_prefix17;
                multi_prefix8 = _255;
                done12 = _233;
            }
            else
            {
                multi_prefix8 = multi_prefix17;
                done12 = done25;
            }
            multi_prefix18 = multi_prefix8;
            done26 = done12;
        }
        const bool _259 = simd_all(done26);
        multi_prefix7 = multi_prefix18;
        done11 = done26;
        if (_259) break;
    }
    const long3 _54 = multi_prefix16 | multi_prefix18;
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

