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
    uint4 wave_match;
    bool done;
    uint4 wave_match0;
    bool done0;
    half4 multi_prefix;
    bool done1;
    half4 multi_prefix0;
    bool done2;
    half4 multi_prefix1;
    bool done3;
    half cond;
    short2 multi_prefix2;
    bool done4;
    short2 multi_prefix3;
    bool done5;
    ushort multi_prefix4;
    bool done6;
    ushort multi_prefix5;
    bool done7;
    ushort multi_prefix6;
    bool done8;
    uint4 wave_match1;
    bool done9;
    uint4 wave_match2;
    bool done10;
    uint4 wave_match4;
    bool done12;
    half4 multi_prefix9;
    bool done15;
    short2 multi_prefix11;
    bool done17;
    ushort multi_prefix14;
    bool done20;
    uint4 wave_match6;
    bool done22;
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
    wave_match = uint4(0u);
    done = false;
    for (;;)
    {
        {
            const uint4 wave_match3 = wave_match;
            const bool done11 = done;
            const bool _116 = !done11;
            if (_116)
            {
                const ushort _117 = simd_broadcast_first(_30);
                const bool _118 = _30 == _117;
                const uint4 _119 = prism_ballot(_118);
                const uint4 _121 = _118 ? _119 : wave_match3;
                wave_match0 = _121;
                done0 = _118;
            }
            else
            {
                wave_match0 = wave_match3;
                done0 = done11;
            }
            wave_match4 = wave_match0;
            done12 = done0;
        }
        const bool _125 = simd_all(done12);
        wave_match = wave_match4;
        done = done12;
        if (_125) break;
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
    const uint4 _128 = prism_ballot(true);
    const uint4 _129 = wave_match4 & _128;
    multi_prefix = half4(0.0h);
    done1 = false;
    for (;;)
    {
        {
            const half4 multi_prefix7 = multi_prefix;
            const bool done13 = done1;
            const bool _133 = !done13;
            if (_133)
            {
                const uint4 _134 = uint4(simd_broadcast_first(_129));
                const bool4 _135 = _129 == _134;
                const bool _136 = bool(all(_135));
                if (_136)
                {
                    const half4 _137 = simd_prefix_exclusive_sum(_13);
                    multi_prefix0 = _137;
                    done2 = true;
                }
                else
                {
                    multi_prefix0 = multi_prefix7;
                    done2 = done13;
                }
                const half4 multi_prefix8 = multi_prefix0;
                const bool done14 = done2;
                multi_prefix1 = multi_prefix8;
                done3 = done14;
            }
            else
            {
                multi_prefix1 = multi_prefix7;
                done3 = done13;
            }
            multi_prefix9 = multi_prefix1;
            done15 = done3;
        }
        const bool _141 = simd_all(done15);
        multi_prefix = multi_prefix9;
        done1 = done15;
        if (_141) break;
    }
    const half4 _56 = _52 + multi_prefix9;
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
    multi_prefix2 = short2(short(0));
    done4 = false;
    for (;;)
    {
        {
            const short2 multi_prefix10 = multi_prefix2;
            const bool done16 = done4;
            const bool _148 = !done16;
            if (_148)
            {
                const bool _149 = simd_is_first();
                const uint4 _150 = prism_ballot(_149);
                const short2 _151 = short2(simd_broadcast_first(_25));
                const uint4 _152 = _150 & wave_match4;
                const bool4 _153 = _152 != uint4(0u);
                const bool _154 = bool(any(_153));
                const bool _155 = !_149;
                const bool _156 = _154 && _155;
                const short2 _158 = multi_prefix10 | _151;
                const short2 _159 = _156 ? _158 : multi_prefix10;
                multi_prefix3 = _159;
                done5 = _149;
            }
            else
            {
                multi_prefix3 = multi_prefix10;
                done5 = done16;
            }
            multi_prefix11 = multi_prefix3;
            done17 = done5;
        }
        const bool _163 = simd_all(done17);
        multi_prefix2 = multi_prefix11;
        done4 = done17;
        if (_163) break;
    }
    const short2 _88 = _84 + multi_prefix11;
    OutI[_69] = _88;
    const uint _91 = gl_GlobalInvocationID.x;
    const ushort _94 = simd_product(_30);
    const ushort _96 = simd_and(_30);
    const ushort _97 = ushort(_94 + _96);
    const ushort _99 = quad_shuffle_xor(_30, 3u);
    const ushort _100 = ushort(_97 + _99);
    const uint4 _166 = prism_ballot(true);
    const uint4 _167 = wave_match4 & _166;
    multi_prefix4 = ushort(0);
    done6 = false;
    for (;;)
    {
        {
            const ushort multi_prefix12 = multi_prefix4;
            const bool done18 = done6;
            const bool _171 = !done18;
            if (_171)
            {
                const uint4 _172 = uint4(simd_broadcast_first(_167));
                const bool4 _173 = _167 == _172;
                const bool _174 = bool(all(_173));
                if (_174)
                {
                    const ushort _175 = simd_prefix_exclusive_product(_30);
                    multi_prefix5 = _175;
                    done7 = true;
                }
                else
                {
                    multi_prefix5 = multi_prefix12;
                    done7 = done18;
                }
                const ushort multi_prefix13 = multi_prefix5;
                const bool done19 = done7;
                multi_prefix6 = multi_prefix13;
                done8 = done19;
            }
            else
            {
                multi_prefix6 = multi_prefix12;
                done8 = done18;
            }
            multi_prefix14 = multi_prefix6;
            done20 = done8;
        }
        const bool _179 = simd_all(done20);
        multi_prefix4 = multi_prefix14;
        done6 = done20;
        if (_179) break;
    }
    const ushort _104 = ushort(_100 + multi_prefix14);
    const float _182 = float(_7);
    const uint _183 = as_type<uint>(_182);
    wave_match1 = uint4(0u);
    done9 = false;
    for (;;)
    {
        {
            const uint4 wave_match5 = wave_match1;
            const bool done21 = done9;
            const bool _187 = !done21;
            if (_187)
            {
                const uint _188 = simd_broadcast_first(_183);
                const bool _189 = _183 == _188;
                const uint4 _190 = prism_ballot(_189);
                const uint4 _192 = _189 ? _190 : wave_match5;
                wave_match2 = _192;
                done10 = _189;
            }
            else
            {
                wave_match2 = wave_match5;
                done10 = done21;
            }
            wave_match6 = wave_match2;
            done22 = done10;
        }
        const bool _196 = simd_all(done22);
        wave_match1 = wave_match6;
        done9 = done22;
        if (_196) break;
    }
    const uint _107 = wave_match6.x;
    const ushort _108 = ushort(_107);
    const ushort _109 = ushort(_104 + _108);
    OutU[_91] = _109;
    return;
}

