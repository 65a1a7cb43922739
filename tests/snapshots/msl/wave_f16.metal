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
    uint4 wave_match;
    bool done;
    uint4 wave_match0;
    bool done0;
    uint4 wave_match1;
    bool done1;
    uint4 wave_match2;
    bool done2;
    half4 multi_prefix;
    bool done3;
    half4 multi_prefix0;
    bool done4;
    half4 multi_prefix1;
    bool done5;
    half4 multi_prefix2;
    bool done6;
    half4 multi_prefix3;
    bool done7;
    half4 multi_prefix4;
    bool done8;
    half2 multi_prefix5;
    bool done9;
    half2 multi_prefix6;
    bool done10;
    half2 multi_prefix7;
    bool done11;
    half3 multi_prefix8;
    bool done12;
    half3 multi_prefix9;
    bool done13;
    half3 multi_prefix10;
    bool done14;
    half multi_prefix11;
    bool done15;
    half multi_prefix12;
    bool done16;
    half multi_prefix13;
    bool done17;
    bool and0;
    half cond;
    uint4 wave_match4;
    bool done19;
    uint4 wave_match6;
    bool done21;
    half4 multi_prefix16;
    bool done24;
    half4 multi_prefix19;
    bool done27;
    half2 multi_prefix22;
    bool done30;
    half3 multi_prefix25;
    bool done33;
    half multi_prefix28;
    bool done36;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 % 5u;
    const half _7 = half(_6);
    const half _8 = _7 * 0.5h;
    const half2 _12 = half2(_8, 1.0h);
    const half _17 = -_8;
    const half3 _18 = half3(_8, _17, 2.0h);
    const half _23 = -_8;
    const half4 _24 = half4(_8, _23, 1.0h, 2.0h);
    const float _164 = float(_8);
    const uint _165 = as_type<uint>(_164);
    wave_match = uint4(0u);
    done = false;
    for (;;)
    {
        {
            const uint4 wave_match3 = wave_match;
            const bool done18 = done;
            const bool _169 = !done18;
            if (_169)
            {
                const uint _170 = simd_broadcast_first(_165);
                const bool _171 = _165 == _170;
                const uint4 _172 = prism_ballot(_171);
                const uint4 _174 = _171 ? _172 : wave_match3;
                wave_match0 = _174;
                done0 = _171;
            }
            else
            {
                wave_match0 = wave_match3;
                done0 = done18;
            }
            wave_match4 = wave_match0;
            done19 = done0;
        }
        const bool _178 = simd_all(done19);
        wave_match = wave_match4;
        done = done19;
        if (_178) break;
    }
    const float3 _181 = float3(_18);
    const uint3 _182 = as_type<uint3>(_181);
    wave_match1 = uint4(0u);
    done1 = false;
    for (;;)
    {
        {
            const uint4 wave_match5 = wave_match1;
            const bool done20 = done1;
            const bool _186 = !done20;
            if (_186)
            {
                const uint3 _187 = uint3(simd_broadcast_first(_182));
                const bool3 _188 = _182 == _187;
                const bool _189 = bool(all(_188));
                const uint4 _190 = prism_ballot(_189);
                const uint4 _192 = _189 ? _190 : wave_match5;
                wave_match2 = _192;
                done2 = _189;
            }
            else
            {
                wave_match2 = wave_match5;
                done2 = done20;
            }
            wave_match6 = wave_match2;
            done21 = done2;
        }
        const bool _196 = simd_all(done21);
        wave_match1 = wave_match6;
        done1 = done21;
        if (_196) break;
    }
    const uint4 _31 = wave_match4 ^ wave_match6;
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
    const uint4 _199 = prism_ballot(true);
    const uint4 _200 = _31 & _199;
    multi_prefix = half4(0.0h);
    done3 = false;
    for (;;)
    {
        {
            const half4 multi_prefix14 = multi_prefix;
            const bool done22 = done3;
            const bool _204 = !done22;
            if (_204)
            {
                const uint4 _205 = uint4(simd_broadcast_first(_200));
                const bool4 _206 = _200 == _205;
                const bool _207 = bool(all(_206));
                if (_207)
                {
                    const half4 _208 = simd_prefix_exclusive_sum(_24);
                    multi_prefix0 = _208;
                    done4 = true;
                }
                else
                {
                    multi_prefix0 = multi_prefix14;
                    done4 = done22;
                }
                const half4 multi_prefix15 = multi_prefix0;
                const bool done23 = done4;
                multi_prefix1 = multi_prefix15;
                done5 = done23;
            }
            else
            {
                multi_prefix1 = multi_prefix14;
                done5 = done22;
            }
            multi_prefix16 = multi_prefix1;
            done24 = done5;
        }
        const bool _212 = simd_all(done24);
        multi_prefix = multi_prefix16;
        done3 = done24;
        if (_212) break;
    }
    const half4 _72 = _68 + multi_prefix16;
    const uint4 _215 = prism_ballot(true);
    const uint4 _216 = _31 & _215;
    multi_prefix2 = half4(0.0h);
    done6 = false;
    for (;;)
    {
        {
            const half4 multi_prefix17 = multi_prefix2;
            const bool done25 = done6;
            const bool _220 = !done25;
            if (_220)
            {
                const uint4 _221 = uint4(simd_broadcast_first(_216));
                const bool4 _222 = _216 == _221;
                const bool _223 = bool(all(_222));
                if (_223)
                {
                    const half4 _224 = simd_prefix_exclusive_product(_24);
                    multi_prefix3 = _224;
                    done7 = true;
                }
                else
                {
                    multi_prefix3 = multi_prefix17;
                    done7 = done25;
                }
                const half4 multi_prefix18 = multi_prefix3;
                const bool done26 = done7;
                multi_prefix4 = multi_prefix18;
                done8 = done26;
            }
            else
            {
                multi_prefix4 = multi_prefix17;
                done8 = done25;
            }
            multi_prefix19 = multi_prefix4;
            done27 = done8;
        }
        const bool _228 = simd_all(done27);
        multi_prefix2 = multi_prefix19;
        done6 = done27;
        if (_228) break;
    }
    const half4 _76 = _72 + multi_prefix19;
    const half2 _80 = simd_sum(_12);
    const half2 _82 = simd_prefix_exclusive_sum(_12);
    const half2 _83 = _80 + _82;
    const half2 _85 = simd_shuffle(_12, 2u);
    const half2 _86 = _83 + _85;
    const half2 _88 = quad_shuffle_xor(_12, 1u);
    const half2 _89 = _86 + _88;
    const uint4 _231 = prism_ballot(true);
    const uint4 _232 = _31 & _231;
    multi_prefix5 = half2(0.0h);
    done9 = false;
    for (;;)
    {
        {
            const half2 multi_prefix20 = multi_prefix5;
            const bool done28 = done9;
            const bool _236 = !done28;
            if (_236)
            {
                const uint4 _237 = uint4(simd_broadcast_first(_232));
                const bool4 _238 = _232 == _237;
                const bool _239 = bool(all(_238));
                if (_239)
                {
                    const half2 _240 = simd_prefix_exclusive_sum(_12);
                    multi_prefix6 = _240;
                    done10 = true;
                }
                else
                {
                    multi_prefix6 = multi_prefix20;
                    done10 = done28;
                }
                const half2 multi_prefix21 = multi_prefix6;
                const bool done29 = done10;
                multi_prefix7 = multi_prefix21;
                done11 = done29;
            }
            else
            {
                multi_prefix7 = multi_prefix20;
                done11 = done28;
            }
            multi_prefix22 = multi_prefix7;
            done30 = done11;
        }
        const bool _244 = simd_all(done30);
        multi_prefix5 = multi_prefix22;
        done9 = done30;
        if (_244) break;
    }
    const half2 _93 = _89 + multi_prefix22;
    const half3 _97 = simd_max(_18);
    const half3 _99 = simd_prefix_exclusive_product(_18);
    const half3 _100 = _97 + _99;
    const half3 _102 = quad_broadcast(_18, 2u);
    const half3 _103 = _100 + _102;
    const uint4 _247 = prism_ballot(true);
    const uint4 _248 = _31 & _247;
    multi_prefix8 = half3(0.0h);
    done12 = false;
    for (;;)
    {
        {
            const half3 multi_prefix23 = multi_prefix8;
            const bool done31 = done12;
            const bool _252 = !done31;
            if (_252)
            {
                const uint4 _253 = uint4(simd_broadcast_first(_248));
                const bool4 _254 = _248 == _253;
                const bool _255 = bool(all(_254));
                if (_255)
                {
                    const half3 _256 = simd_prefix_exclusive_product(_18);
                    multi_prefix9 = _256;
                    done13 = true;
                }
                else
                {
                    multi_prefix9 = multi_prefix23;
                    done13 = done31;
                }
                const half3 multi_prefix24 = multi_prefix9;
                const bool done32 = done13;
                multi_prefix10 = multi_prefix24;
                done14 = done32;
            }
            else
            {
                multi_prefix10 = multi_prefix23;
                done14 = done31;
            }
            multi_prefix25 = multi_prefix10;
            done33 = done14;
        }
        const bool _260 = simd_all(done33);
        multi_prefix8 = multi_prefix25;
        done12 = done33;
        if (_260) break;
    }
    const half3 _107 = _103 + multi_prefix25;
    const half _111 = simd_sum(_8);
    const half _113 = simd_prefix_exclusive_sum(_8);
    const half _114 = _111 + _113;
    const half _116 = simd_broadcast_first(_8);
    const half _117 = _114 + _116;
    const half _119 = quad_shuffle_xor(_8, 2u);
    const half _120 = _117 + _119;
    const uint4 _263 = prism_ballot(true);
    const uint4 _264 = _31 & _263;
    multi_prefix11 = 0.0h;
    done15 = false;
    for (;;)
    {
        {
            const half multi_prefix26 = multi_prefix11;
            const bool done34 = done15;
            const bool _268 = !done34;
            if (_268)
            {
                const uint4 _269 = uint4(simd_broadcast_first(_264));
                const bool4 _270 = _264 == _269;
                const bool _271 = bool(all(_270));
                if (_271)
                {
                    const half _272 = simd_prefix_exclusive_sum(_8);
                    multi_prefix12 = _272;
                    done16 = true;
                }
                else
                {
                    multi_prefix12 = multi_prefix26;
                    done16 = done34;
                }
                const half multi_prefix27 = multi_prefix12;
                const bool done35 = done16;
                multi_prefix13 = multi_prefix27;
                done17 = done35;
            }
            else
            {
                multi_prefix13 = multi_prefix26;
                done17 = done34;
            }
            multi_prefix28 = multi_prefix13;
            done36 = done17;
        }
        const bool _276 = simd_all(done36);
        multi_prefix11 = multi_prefix28;
        done15 = done36;
        if (_276) break;
    }
    const half _124 = _120 + multi_prefix28;
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

