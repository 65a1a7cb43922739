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
    uint4 wave_match;
    bool done;
    uint4 wave_match0;
    bool done0;
    uint4 wave_match1;
    bool done1;
    uint4 wave_match2;
    bool done2;
    uint4 wave_match3;
    bool done3;
    uint4 wave_match4;
    bool done4;
    uint multi_prefix;
    bool done5;
    uint multi_prefix0;
    bool done6;
    uint multi_prefix1;
    bool done7;
    uint multi_prefix2;
    bool done8;
    uint multi_prefix3;
    bool done9;
    uint multi_prefix4;
    bool done10;
    uint multi_prefix5;
    bool done11;
    uint multi_prefix6;
    bool done12;
    uint multi_prefix7;
    bool done13;
    uint multi_prefix8;
    bool done14;
    uint multi_prefix9;
    bool done15;
    uint multi_prefix10;
    bool done16;
    uint multi_prefix11;
    bool done17;
    uint multi_prefix12;
    bool done18;
    uint multi_prefix13;
    bool done19;
    float2 multi_prefix14;
    bool done20;
    float2 multi_prefix15;
    bool done21;
    float2 multi_prefix16;
    bool done22;
    float2 multi_prefix17;
    bool done23;
    float2 multi_prefix18;
    bool done24;
    float2 multi_prefix19;
    bool done25;
    uint4 wave_match6;
    bool done27;
    uint4 wave_match8;
    bool done29;
    uint4 wave_match10;
    bool done31;
    uint multi_prefix22;
    bool done34;
    uint multi_prefix25;
    bool done37;
    uint multi_prefix28;
    bool done40;
    uint multi_prefix30;
    bool done42;
    uint multi_prefix32;
    bool done44;
    uint multi_prefix34;
    bool done46;
    float2 multi_prefix37;
    bool done49;
    float2 multi_prefix40;
    bool done52;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 % 5u;
    const uint _10 = gl_GlobalInvocationID.x;
    const float _11 = float(_10);
    wave_match = uint4(0u);
    done = false;
    for (;;)
    {
        {
            const uint4 wave_match5 = wave_match;
            const bool done26 = done;
            const bool _82 = !done26;
            if (_82)
            {
                const uint _83 = simd_broadcast_first(_6);
                const bool _84 = _6 == _83;
                const uint4 _85 = prism_ballot(_84);
                const uint4 _87 = _84 ? _85 : wave_match5;
                wave_match0 = _87;
                done0 = _84;
            }
            else
            {
                wave_match0 = wave_match5;
                done0 = done26;
            }
            wave_match6 = wave_match0;
            done27 = done0;
        }
        const bool _91 = simd_all(done27);
        wave_match = wave_match6;
        done = done27;
        if (_91) break;
    }
    const uint _18 = gl_GlobalInvocationID.x;
    const float2 _22 = float2(_11, 1.0f);
    wave_match1 = uint4(0u);
    done1 = false;
    for (;;)
    {
        {
            const uint4 wave_match7 = wave_match1;
            const bool done28 = done1;
            const bool _97 = !done28;
            if (_97)
            {
                const float2 _98 = simd_broadcast_first(_22);
                const uint2 _99 = as_type<uint2>(_22);
                const uint2 _100 = as_type<uint2>(_98);
                const bool2 _101 = _99 == _100;
                const bool _102 = bool(all(_101));
                const uint4 _103 = prism_ballot(_102);
                const uint4 _105 = _102 ? _103 : wave_match7;
                wave_match2 = _105;
                done2 = _102;
            }
            else
            {
                wave_match2 = wave_match7;
                done2 = done28;
            }
            wave_match8 = wave_match2;
            done29 = done2;
        }
        const bool _109 = simd_all(done29);
        wave_match1 = wave_match8;
        done1 = done29;
        if (_109) break;
    }
    const uint4 _24 = wave_match6 ^ wave_match8;
    const int _26 = int(_6);
    const int3 _27 = int3(1, _26, 2);
    wave_match3 = uint4(0u);
    done3 = false;
    for (;;)
    {
        {
            const uint4 wave_match9 = wave_match3;
            const bool done30 = done3;
            const bool _115 = !done30;
            if (_115)
            {
                const int3 _116 = int3(simd_broadcast_first(_27));
                const bool3 _117 = _27 == _116;
                const bool _118 = bool(all(_117));
                const uint4 _119 = prism_ballot(_118);
                const uint4 _121 = _118 ? _119 : wave_match9;
                wave_match4 = _121;
                done4 = _118;
            }
            else
            {
                wave_match4 = wave_match9;
                done4 = done30;
            }
            wave_match10 = wave_match4;
            done31 = done4;
        }
        const bool _125 = simd_all(done31);
        wave_match3 = wave_match10;
        done3 = done31;
        if (_125) break;
    }
    const uint4 _29 = _24 ^ wave_match10;
    OutM[_18] = _29;
    const uint _32 = gl_GlobalInvocationID.x;
    const uint _35 = gl_GlobalInvocationID.x;
    const uint4 _128 = prism_ballot(true);
    const uint4 _129 = wave_match6 & _128;
    multi_prefix = 0u;
    done5 = false;
    for (;;)
    {
        {
            const uint multi_prefix20 = multi_prefix;
            const bool done32 = done5;
            const bool _133 = !done32;
            if (_133)
            {
                const uint4 _134 = uint4(simd_broadcast_first(_129));
                const bool4 _135 = _129 == _134;
                const bool _136 = bool(all(_135));
                if (_136)
                {
                    const uint _137 = simd_prefix_exclusive_sum(_35);
                    multi_prefix0 = _137;
                    done6 = true;
                }
                else
                {
                    multi_prefix0 = multi_prefix20;
                    done6 = done32;
                }
                const uint multi_prefix21 = multi_prefix0;
                const bool done33 = done6;
                multi_prefix1 = multi_prefix21;
                done7 = done33;
            }
            else
            {
                multi_prefix1 = multi_prefix20;
                done7 = done32;
            }
            multi_prefix22 = multi_prefix1;
            done34 = done7;
        }
        const bool _141 = simd_all(done34);
        multi_prefix = multi_prefix22;
        done5 = done34;
        if (_141) break;
    }
    const uint _39 = _6 + 1u;
    const uint4 _144 = prism_ballot(true);
    const uint4 _145 = wave_match6 & _144;
    multi_prefix2 = 0u;
    done8 = false;
    for (;;)
    {
        {
            const uint multi_prefix23 = multi_prefix2;
            const bool done35 = done8;
            const bool _149 = !done35;
            if (_149)
            {
                const uint4 _150 = uint4(simd_broadcast_first(_145));
                const bool4 _151 = _145 == _150;
                const bool _152 = bool(all(_151));
                if (_152)
                {
                    const uint _153 = simd_prefix_exclusive_product(_39);
                    multi_prefix3 = _153;
                    done9 = true;
                }
                else
                {
                    multi_prefix3 = multi_prefix23;
                    done9 = done35;
                }
                const uint multi_prefix24 = multi_prefix3;
                const bool done36 = done9;
                multi_prefix4 = multi_prefix24;
                done10 = done36;
            }
            else
            {
                multi_prefix4 = multi_prefix23;
                done10 = done35;
            }
            multi_prefix25 = multi_prefix4;
            done37 = done10;
        }
        const bool _157 = simd_all(done37);
        multi_prefix2 = multi_prefix25;
        done8 = done37;
        if (_157) break;
    }
    const uint _43 = gl_GlobalInvocationID.x;
    const uint _44 = _43 & 1u;
    const bool _45 = _44 != 0u;
    const uint4 _160 = prism_ballot(true);
    const uint4 _161 = wave_match6 & _160;
    multi_prefix5 = 0u;
    done11 = false;
    for (;;)
    {
        {
            const uint multi_prefix26 = multi_prefix5;
            const bool done38 = done11;
            const bool _165 = !done38;
            if (_165)
            {
                const uint4 _166 = uint4(simd_broadcast_first(_161));
                const bool4 _167 = _161 == _166;
                const bool _168 = bool(all(_167));
                if (_168)
                {
                    const uint _169 = simd_prefix_exclusive_sum(uint(_45));
                    multi_prefix6 = _169;
                    done12 = true;
                }
                else
                {
                    multi_prefix6 = multi_prefix26;
                    done12 = done38;
                }
                const uint multi_prefix27 = multi_prefix6;
                const bool done39 = done12;
                multi_prefix7 = multi_prefix27;
                done13 = done39;
            }
            else
            {
                multi_prefix7 = multi_prefix26;
                done13 = done38;
            }
            multi_prefix28 = multi_prefix7;
            done40 = done13;
        }
        const bool _173 = simd_all(done40);
        multi_prefix5 = multi_prefix28;
        done11 = done40;
        if (_173) break;
    }
    const uint _49 = gl_GlobalInvocationID.x;
    multi_prefix8 = 4294967295u;
    done14 = false;
    for (;;)
    {
        {
            const uint multi_prefix29 = multi_prefix8;
            const bool done41 = done14;
            const bool _180 = !done41;
            if (_180)
            {
                const bool _181 = simd_is_first();
                const uint4 _182 = prism_ballot(_181);
                const uint _183 = simd_broadcast_first(_49);
                const uint4 _184 = _182 & wave_match6;
                const bool4 _185 = _184 != uint4(0u);
                const bool _186 = bool(any(_185));
                const bool _187 = !_181;
                const bool _188 = _186 && _187;
                const uint _190 = multi_prefix29 & _183;
                const uint _191 = _188 ? _190 : multi_prefix29;
                multi_prefix9 = _191;
                done15 = _181;
            }
            else
            {
                multi_prefix9 = multi_prefix29;
                done15 = done41;
            }
            multi_prefix30 = multi_prefix9;
            done42 = done15;
        }
        const bool _195 = simd_all(done42);
        multi_prefix8 = multi_prefix30;
        done14 = done42;
        if (_195) break;
    }
    const uint _53 = gl_GlobalInvocationID.x;
    multi_prefix10 = 0u;
    done16 = false;
    for (;;)
    {
        {
            const uint multi_prefix31 = multi_prefix10;
            const bool done43 = done16;
            const bool _202 = !done43;
            if (_202)
            {
                const bool _203 = simd_is_first();
                const uint4 _204 = prism_ballot(_203);
                const uint _205 = simd_broadcast_first(_53);
                const uint4 _206 = _204 & wave_match6;
                const bool4 _207 = _206 != uint4(0u);
                const bool _208 = bool(any(_207));
                const bool _209 = !_203;
                const bool _210 = _208 && _209;
                const uint _212 = multi_prefix31 | _205;
                const uint _213 = _210 ? _212 : multi_prefix31;
                multi_prefix11 = _213;
                done17 = _203;
            }
            else
            {
                multi_prefix11 = multi_prefix31;
                done17 = done43;
            }
            multi_prefix32 = multi_prefix11;
            done44 = done17;
        }
        const bool _217 = simd_all(done44);
        multi_prefix10 = multi_prefix32;
        done16 = done44;
        if (_217) break;
    }
    const uint _56 = multi_prefix30 ^ multi_prefix32;
    const uint _58 = gl_GlobalInvocationID.x;
    multi_prefix12 = 0u;
    done18 = false;
    for (;;)
    {
        {
            const uint multi_prefix33 = multi_prefix12;
            const bool done45 = done18;
            const bool _224 = !done45;
            if (_224)
            {
                const bool _225 = simd_is_first();
                const uint4 _226 = prism_ballot(_225);
                const uint _227 = simd_broadcast_first(_58);
                const uint4 _228 = _226 & wave_match6;
                const bool4 _229 = _228 != uint4(0u);
                const bool _230 = bool(any(_229));
                const bool _231 = !_225;
                const bool _232 = _230 && _231;
                const uint _234 = multi_prefix33 ^ _227;
                const uint _235 = _232 ? _234 : multi_prefix33;
                multi_prefix13 = _235;
                done19 = _225;
            }
            else
            {
                multi_prefix13 = multi_prefix33;
                done19 = done45;
            }
            multi_prefix34 = multi_prefix13;
            done46 = done19;
        }
        const bool _239 = simd_all(done46);
        multi_prefix12 = multi_prefix34;
        done18 = done46;
        if (_239) break;
    }
    const uint _61 = _56 ^ multi_prefix34;
    const uint4 _62 = uint4(multi_prefix22, multi_prefix25, multi_prefix28, _61);
    OutU[_32] = _62;
    const uint _65 = gl_GlobalInvocationID.x;
    const float2 _68 = float2(_11, 1.0f);
    const uint4 _242 = prism_ballot(true);
    const uint4 _243 = wave_match6 & _242;
    multi_prefix14 = float2(0.0f);
    done20 = false;
    for (;;)
    {
        {
            const float2 multi_prefix35 = multi_prefix14;
            const bool done47 = done20;
            const bool _247 = !done47;
            if (_247)
            {
                const uint4 _248 = uint4(simd_broadcast_first(_243));
                const bool4 _249 = _243 == _248;
                const bool _250 = bool(all(_249));
                if (_250)
                {
                    const float2 _251 = simd_prefix_exclusive_sum(_68);
                    multi_prefix15 = _251;
                    done21 = true;
                }
                else
                {
                    multi_prefix15 = multi_prefix35;
                    done21 = done47;
                }
                const float2 multi_prefix36 = multi_prefix15;
                const bool done48 = done21;
                multi_prefix16 = multi_prefix36;
                done22 = done48;
            }
            else
            {
                multi_prefix16 = multi_prefix35;
                done22 = done47;
            }
            multi_prefix37 = multi_prefix16;
            done49 = done22;
        }
        const bool _255 = simd_all(done49);
        multi_prefix14 = multi_prefix37;
        done20 = done49;
        if (_255) break;
    }
    const float2 _72 = float2(_11, 2.0f);
    const uint4 _258 = prism_ballot(true);
    const uint4 _259 = wave_match6 & _258;
    multi_prefix17 = float2(0.0f);
    done23 = false;
    for (;;)
    {
        {
            const float2 multi_prefix38 = multi_prefix17;
            const bool done50 = done23;
            const bool _263 = !done50;
            if (_263)
            {
                const uint4 _264 = uint4(simd_broadcast_first(_259));
                const bool4 _265 = _259 == _264;
                const bool _266 = bool(all(_265));
                if (_266)
                {
                    const float2 _267 = simd_prefix_exclusive_product(_72);
                    multi_prefix18 = _267;
                    done24 = true;
                }
                else
                {
                    multi_prefix18 = multi_prefix38;
                    done24 = done50;
                }
                const float2 multi_prefix39 = multi_prefix18;
                const bool done51 = done24;
                multi_prefix19 = multi_prefix39;
                done25 = done51;
            }
            else
            {
                multi_prefix19 = multi_prefix38;
                done25 = done50;
            }
            multi_prefix40 = multi_prefix19;
            done52 = done25;
        }
        const bool _271 = simd_all(done52);
        multi_prefix17 = multi_prefix40;
        done23 = done52;
        if (_271) break;
    }
    const float2 _75 = multi_prefix37 + multi_prefix40;
    OutF[_65] = _75;
    return;
}

