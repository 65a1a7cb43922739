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
    const uint2 _77 = as_type<uint2>(_10);
    wave_match = uint4(0u);
    done = false;
    for (;;)
    {
        {
            const uint4 wave_match3 = wave_match;
            const bool done13 = done;
            const bool _81 = !done13;
            if (_81)
            {
                const uint2 _82 = uint2(simd_broadcast_first(_77));
                const bool2 _83 = _77 == _82;
                const bool _84 = bool(all(_83));
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
    const long _94 = _20.x;
    const uint2 _95 = as_type<uint2>(_94);
    const long _96 = _20.y;
    const uint2 _97 = as_type<uint2>(_96);
    const long _98 = _20.z;
    const uint2 _99 = as_type<uint2>(_98);
    wave_match1 = uint4(0u);
    done1 = false;
    for (;;)
    {
        {
            const uint4 wave_match5 = wave_match1;
            const bool done15 = done1;
            const bool _103 = !done15;
            if (_103)
            {
                const uint2 _104 = uint2(simd_broadcast_first(_95));
                const bool2 _105 = _95 == _104;
                const bool _106 = bool(all(_105));
                const uint2 _107 = uint2(simd_broadcast_first(_97));
                const bool2 _108 = _97 == _107;
                const bool _109 = bool(all(_108));
                const bool _110 = _106 && _109;
                const uint2 _111 = uint2(simd_broadcast_first(_99));
                const bool2 _112 = _99 == _111;
                const bool _113 = bool(all(_112));
                const bool _114 = _110 && _113;
                const uint4 _115 = prism_ballot(_114);
                const uint4 _117 = _114 ? _115 : wave_match5;
                wave_match2 = _117;
                done2 = _114;
            }
            else
            {
                wave_match2 = wave_match5;
                done2 = done15;
            }
            wave_match6 = wave_match2;
            done16 = done2;
        }
        const bool _121 = simd_all(done16);
        wave_match1 = wave_match6;
        done1 = done16;
        if (_121) break;
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
            const bool _128 = !done17;
            if (_128)
            {
                const bool _129 = simd_is_first();
                const uint4 _130 = prism_ballot(_129);
                const uint2 _131 = as_type<uint2>(_10);
                const uint2 _132 = uint2(simd_broadcast_first(_131));
                const ulong _133 = as_type<ulong>(_132);
                const uint4 _134 = _130 & wave_match4;
                const bool4 _135 = _134 != uint4(0u);
                const bool _136 = bool(any(_135));
                const bool _137 = !_129;
                const bool _138 = _136 && _137;
                const ulong _140 = multi_prefix9 & _133;
                const ulong _141 = _138 ? _140 : multi_prefix9;
                multi_prefix0 = _141;
                done4 = _129;
            }
            else
            {
                multi_prefix0 = multi_prefix9;
                done4 = done17;
            }
            multi_prefix10 = multi_prefix0;
            done18 = done4;
        }
        const bool _145 = simd_all(done18);
        multi_prefix = multi_prefix10;
        done3 = done18;
        if (_145) break;
    }
    multi_prefix1 = 0ul;
    done5 = false;
    for (;;)
    {
        {
            const ulong multi_prefix11 = multi_prefix1;
            const bool done19 = done5;
            const bool _152 = !done19;
            if (_152)
            {
                const bool _153 = simd_is_first();
                const uint4 _154 = prism_ballot(_153);
                const uint2 _155 = as_type<uint2>(_10);
                const uint2 _156 = uint2(simd_broadcast_first(_155));
                const ulong _157 = as_type<ulong>(_156);
                const uint4 _158 = _154 & wave_match4;
                const bool4 _159 = _158 != uint4(0u);
                const bool _160 = bool(any(_159));
                const bool _161 = !_153;
                const bool _162 = _160 && _161;
                const ulong _164 = multi_prefix11 | _157;
                const ulong _165 = _162 ? _164 : multi_prefix11;
                multi_prefix2 = _165;
                done6 = _153;
            }
            else
            {
                multi_prefix2 = multi_prefix11;
                done6 = done19;
            }
            multi_prefix12 = multi_prefix2;
            done20 = done6;
        }
        const bool _169 = simd_all(done20);
        multi_prefix1 = multi_prefix12;
        done5 = done20;
        if (_169) break;
    }
    const ulong _41 = multi_prefix10 ^ multi_prefix12;
    multi_prefix3 = 0ul;
    done7 = false;
    for (;;)
    {
        {
            const ulong multi_prefix13 = multi_prefix3;
            const bool done21 = done7;
            const bool _176 = !done21;
            if (_176)
            {
                const bool _177 = simd_is_first();
                const uint4 _178 = prism_ballot(_177);
                const uint2 _179 = as_type<uint2>(_10);
                const uint2 _180 = uint2(simd_broadcast_first(_179));
                const ulong _181 = as_type<ulong>(_180);
                const uint4 _182 = _178 & wave_match4;
                const bool4 _183 = _182 != uint4(0u);
                const bool _184 = bool(any(_183));
                const bool _185 = !_177;
                const bool _186 = _184 && _185;
                const ulong _188 = multi_prefix13 ^ _181;
                const ulong _189 = _186 ? _188 : multi_prefix13;
                multi_prefix4 = _189;
                done8 = _177;
            }
            else
            {
                multi_prefix4 = multi_prefix13;
                done8 = done21;
            }
            multi_prefix14 = multi_prefix4;
            done22 = done8;
        }
        const bool _193 = simd_all(done22);
        multi_prefix3 = multi_prefix14;
        done7 = done22;
        if (_193) break;
    }
    const ulong _45 = _41 ^ multi_prefix14;
    multi_prefix5 = long3(0l);
    done9 = false;
    for (;;)
    {
        {
            const long3 multi_prefix15 = multi_prefix5;
            const bool done23 = done9;
            const bool _200 = !done23;
            if (_200)
            {
                const bool _201 = simd_is_first();
                const uint4 _202 = prism_ballot(_201);
                const long _203 = _20.x;
                const uint2 _204 = as_type<uint2>(_203);
                const uint2 _205 = uint2(simd_broadcast_first(_204));
                const long _206 = as_type<long>(_205);
                const long _207 = _20.y;
                const uint2 _208 = as_type<uint2>(_207);
                const uint2 _209 = uint2(simd_broadcast_first(_208));
                const long _210 = as_type<long>(_209);
                const long _211 = _20.z;
                const uint2 _212 = as_type<uint2>(_211);
                const uint2 _213 = uint2(simd_broadcast_first(_212));
                const long _214 = as_type<long>(_213);
                const long3 _215 = long3(_206, _210, _214);
                const uint4 _216 = _202 & wave_match4;
                const bool4 _217 = _216 != uint4(0u);
                const bool _218 = bool(any(_217));
                const bool _219 = !_201;
                const bool _220 = _218 && _219;
                const long3 _222 = multi_prefix15 ^ _215;
                const long3 _223 = _220 ? _222 : multi_prefix15;
                multi_prefix6 = _223;
                done10 = _201;
            }
            else
            {
                multi_prefix6 = multi_prefix15;
                done10 = done23;
            }
            multi_prefix16 = multi_prefix6;
            done24 = done10;
        }
        const bool _227 = simd_all(done24);
        multi_prefix5 = multi_prefix16;
        done9 = done24;
        if (_227) break;
    }
    multi_prefix7 = long3(0l);
    done11 = false;
    for (;;)
    {
        {
            const long3 multi_prefix17 = multi_prefix7;
            const bool done25 = done11;
            const bool _234 = !done25;
            if (_234)
            {
                const bool _235 = simd_is_first();
                const uint4 _236 = prism_ballot(_235);
                const long _237 = _20.x;
                const uint2 _238 = as_type<uint2>(_237);
                const uint2 _239 = uint2(simd_broadcast_first(_238));
                const long _240 = as_type<long>(_239);
                const long _241 = _20.y;
                const uint2 _242 = as_type<uint2>(_241);
                const uint2 _243 = uint2(simd_broadcast_first(_242));
                const long _244 = as_type<long>(_243);
                const long _245 = _20.z;
                const uint2 _246 = as_type<uint2>(_245);
                const uint2 _247 = uint2(simd_broadcast_first(_246));
                const long _248 = as_type<long>(_247);
                const long3 _249 = long3(_240, _244, _248);
                const uint4 _250 = _236 & wave_match4;
                const bool4 _251 = _250 != uint4(0u);
                const bool _252 = bool(any(_251));
                const bool _253 = !_235;
                const bool _254 = _252 && _253;
                const long3 _256 = multi_prefix17 | _249;
                const long3 _257 = _254 ? _256 : multi_prefix17;
                multi_prefix8 = _257;
                done12 = _235;
            }
            else
            {
                multi_prefix8 = multi_prefix17;
                done12 = done25;
            }
            multi_prefix18 = multi_prefix8;
            done26 = done12;
        }
        const bool _261 = simd_all(done26);
        multi_prefix7 = multi_prefix18;
        done11 = done26;
        if (_261) break;
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

