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
    const uint2 _94 = as_type<uint2>(_22);
    wave_match1 = uint4(0u);
    done1 = false;
    for (;;)
    {
        {
            const uint4 wave_match7 = wave_match1;
            const bool done28 = done1;
            const bool _98 = !done28;
            if (_98)
            {
                const uint2 _99 = uint2(simd_broadcast_first(_94));
                const bool2 _100 = _94 == _99;
                const bool _101 = bool(all(_100));
                const uint4 _102 = prism_ballot(_101);
                const uint4 _104 = _101 ? _102 : wave_match7;
                wave_match2 = _104;
                done2 = _101;
            }
            else
            {
                wave_match2 = wave_match7;
                done2 = done28;
            }
            wave_match8 = wave_match2;
            done29 = done2;
        }
        const bool _108 = simd_all(done29);
        wave_match1 = wave_match8;
        done1 = done29;
        if (_108) break;
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
            const bool _114 = !done30;
            if (_114)
            {
                const int3 _115 = int3(simd_broadcast_first(_27));
                const bool3 _116 = _27 == _115;
                const bool _117 = bool(all(_116));
                const uint4 _118 = prism_ballot(_117);
                const uint4 _120 = _117 ? _118 : wave_match9;
                wave_match4 = _120;
                done4 = _117;
            }
            else
            {
                wave_match4 = wave_match9;
                done4 = done30;
            }
            wave_match10 = wave_match4;
            done31 = done4;
        }
        const bool _124 = simd_all(done31);
        wave_match3 = wave_match10;
        done3 = done31;
        if (_124) break;
    }
    const uint4 _29 = _24 ^ wave_match10;
    OutM[_18] = _29;
    const uint _32 = gl_GlobalInvocationID.x;
    const uint _35 = gl_GlobalInvocationID.x;
    const uint4 _127 = prism_ballot(true);
    const uint4 _128 = wave_match6 & _127;
    multi_prefix = 0u;
    done5 = false;
    for (;;)
    {
        {
            const uint multi_prefix20 = multi_prefix;
            const bool done32 = done5;
            const bool _132 = !done32;
            if (_132)
            {
                const uint4 _133 = uint4(simd_broadcast_first(_128));
                const bool4 _134 = _128 == _133;
                const bool _135 = bool(all(_134));
                if (_135)
                {
                    const uint _136 = simd_prefix_exclusive_sum(_35);
                    multi_prefix0 = _136;
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
        const bool _140 = simd_all(done34);
        multi_prefix = multi_prefix22;
        done5 = done34;
        if (_140) break;
    }
    const uint _39 = _6 + 1u;
    const uint4 _143 = prism_ballot(true);
    const uint4 _144 = wave_match6 & _143;
    multi_prefix2 = 0u;
    done8 = false;
    for (;;)
    {
        {
            const uint multi_prefix23 = multi_prefix2;
            const bool done35 = done8;
            const bool _148 = !done35;
            if (_148)
            {
                const uint4 _149 = uint4(simd_broadcast_first(_144));
                const bool4 _150 = _144 == _149;
                const bool _151 = bool(all(_150));
                if (_151)
                {
                    const uint _152 = simd_prefix_exclusive_product(_39);
                    multi_prefix3 = _152;
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
        const bool _156 = simd_all(done37);
        multi_prefix2 = multi_prefix25;
        done8 = done37;
        if (_156) break;
    }
    const uint _43 = gl_GlobalInvocationID.x;
    const uint _44 = _43 & 1u;
    const bool _45 = _44 != 0u;
    const uint4 _159 = prism_ballot(true);
    const uint4 _160 = wave_match6 & _159;
    multi_prefix5 = 0u;
    done11 = false;
    for (;;)
    {
        {
            const uint multi_prefix26 = multi_prefix5;
            const bool done38 = done11;
            const bool _164 = !done38;
            if (_164)
            {
                const uint4 _165 = uint4(simd_broadcast_first(_160));
                const bool4 _166 = _160 == _165;
                const bool _167 = bool(all(_166));
                if (_167)
                {
                    const uint _168 = simd_prefix_exclusive_sum(uint(_45));
                    multi_prefix6 = _168;
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
        const bool _172 = simd_all(done40);
        multi_prefix5 = multi_prefix28;
        done11 = done40;
        if (_172) break;
    }
    const uint _49 = gl_GlobalInvocationID.x;
    multi_prefix8 = 4294967295u;
    done14 = false;
    for (;;)
    {
        {
            const uint multi_prefix29 = multi_prefix8;
            const bool done41 = done14;
            const bool _179 = !done41;
            if (_179)
            {
                const bool _180 = simd_is_first();
                const uint4 _181 = prism_ballot(_180);
                const uint _182 = simd_broadcast_first(_49);
                const uint4 _183 = _181 & wave_match6;
                const bool4 _184 = _183 != uint4(0u);
                const bool _185 = bool(any(_184));
                const bool _186 = !_180;
                const bool _187 = _185 && _186;
                const uint _189 = multi_prefix29 & _182;
                const uint _190 = _187 ? _189 : multi_prefix29;
                multi_prefix9 = _190;
                done15 = _180;
            }
            else
            {
                multi_prefix9 = multi_prefix29;
                done15 = done41;
            }
            multi_prefix30 = multi_prefix9;
            done42 = done15;
        }
        const bool _194 = simd_all(done42);
        multi_prefix8 = multi_prefix30;
        done14 = done42;
        if (_194) break;
    }
    const uint _53 = gl_GlobalInvocationID.x;
    multi_prefix10 = 0u;
    done16 = false;
    for (;;)
    {
        {
            const uint multi_prefix31 = multi_prefix10;
            const bool done43 = done16;
            const bool _201 = !done43;
            if (_201)
            {
                const bool _202 = simd_is_first();
                const uint4 _203 = prism_ballot(_202);
                const uint _204 = simd_broadcast_first(_53);
                const uint4 _205 = _203 & wave_match6;
                const bool4 _206 = _205 != uint4(0u);
                const bool _207 = bool(any(_206));
                const bool _208 = !_202;
                const bool _209 = _207 && _208;
                const uint _211 = multi_prefix31 | _204;
                const uint _212 = _209 ? _211 : multi_prefix31;
                multi_prefix11 = _212;
                done17 = _202;
            }
            else
            {
                multi_prefix11 = multi_prefix31;
                done17 = done43;
            }
            multi_prefix32 = multi_prefix11;
            done44 = done17;
        }
        const bool _216 = simd_all(done44);
        multi_prefix10 = multi_prefix32;
        done16 = done44;
        if (_216) break;
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
            const bool _223 = !done45;
            if (_223)
            {
                const bool _224 = simd_is_first();
                const uint4 _225 = prism_ballot(_224);
                const uint _226 = simd_broadcast_first(_58);
                const uint4 _227 = _225 & wave_match6;
                const bool4 _228 = _227 != uint4(0u);
                const bool _229 = bool(any(_228));
                const bool _230 = !_224;
                const bool _231 = _229 && _230;
                const uint _233 = multi_prefix33 ^ _226;
                const uint _234 = _231 ? _233 : multi_prefix33;
                multi_prefix13 = _234;
                done19 = _224;
            }
            else
            {
                multi_prefix13 = multi_prefix33;
                done19 = done45;
            }
            multi_prefix34 = multi_prefix13;
            done46 = done19;
        }
        const bool _238 = simd_all(done46);
        multi_prefix12 = multi_prefix34;
        done18 = done46;
        if (_238) break;
    }
    const uint _61 = _56 ^ multi_prefix34;
    const uint4 _62 = uint4(multi_prefix22, multi_prefix25, multi_prefix28, _61);
    OutU[_32] = _62;
    const uint _65 = gl_GlobalInvocationID.x;
    const float2 _68 = float2(_11, 1.0f);
    const uint4 _241 = prism_ballot(true);
    const uint4 _242 = wave_match6 & _241;
    multi_prefix14 = float2(0.0f);
    done20 = false;
    for (;;)
    {
        {
            const float2 multi_prefix35 = multi_prefix14;
            const bool done47 = done20;
            const bool _246 = !done47;
            if (_246)
            {
                const uint4 _247 = uint4(simd_broadcast_first(_242));
                const bool4 _248 = _242 == _247;
                const bool _249 = bool(all(_248));
                if (_249)
                {
                    const float2 _250 = simd_prefix_exclusive_sum(_68);
                    multi_prefix15 = _250;
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
        const bool _254 = simd_all(done49);
        multi_prefix14 = multi_prefix37;
        done20 = done49;
        if (_254) break;
    }
    const float2 _72 = float2(_11, 2.0f);
    const uint4 _257 = prism_ballot(true);
    const uint4 _258 = wave_match6 & _257;
    multi_prefix17 = float2(0.0f);
    done23 = false;
    for (;;)
    {
        {
            const float2 multi_prefix38 = multi_prefix17;
            const bool done50 = done23;
            const bool _262 = !done50;
            if (_262)
            {
                const uint4 _263 = uint4(simd_broadcast_first(_258));
                const bool4 _264 = _258 == _263;
                const bool _265 = bool(all(_264));
                if (_265)
                {
                    const float2 _266 = simd_prefix_exclusive_product(_72);
                    multi_prefix18 = _266;
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
        const bool _270 = simd_all(done52);
        multi_prefix17 = multi_prefix40;
        done23 = done52;
        if (_270) break;
    }
    const float2 _75 = multi_prefix37 + multi_prefix40;
    OutF[_65] = _75;
    return;
}

