#include <metal_stdlib>
using namespace metal;

static inline uint4 prism_ballot(bool b)
{
    ulong v = static_cast<ulong>(static_cast<simd_vote::vote_t>(simd_ballot(b)));
    return uint4(uint(v), uint(v >> 32), 0u, 0u);
}

kernel void main0(
    device uint4* OutM [[buffer(0)]],
    device int4* OutI [[buffer(1)]],
    device uint4* OutU [[buffer(2)]],
    device float4* OutF [[buffer(3)]],
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
    uint4 wave_match5;
    bool done5;
    uint4 wave_match6;
    bool done6;
    uint4 wave_match7;
    bool done7;
    uint4 wave_match8;
    bool done8;
    uint4 wave_match9;
    bool done9;
    uint4 wave_match10;
    bool done10;
    int multi_prefix;
    bool done11;
    int multi_prefix0;
    bool done12;
    int multi_prefix1;
    bool done13;
    int multi_prefix2;
    bool done14;
    int multi_prefix3;
    bool done15;
    int multi_prefix4;
    bool done16;
    int multi_prefix5;
    bool done17;
    int multi_prefix6;
    bool done18;
    int multi_prefix7;
    bool done19;
    int multi_prefix8;
    bool done20;
    int multi_prefix9;
    bool done21;
    int multi_prefix10;
    bool done22;
    int4 multi_prefix11;
    bool done23;
    int4 multi_prefix12;
    bool done24;
    int4 multi_prefix13;
    bool done25;
    int4 multi_prefix14;
    bool done26;
    int4 multi_prefix15;
    bool done27;
    uint multi_prefix16;
    bool done28;
    uint multi_prefix17;
    bool done29;
    uint multi_prefix18;
    bool done30;
    uint multi_prefix19;
    bool done31;
    uint multi_prefix20;
    bool done32;
    uint multi_prefix21;
    bool done33;
    uint multi_prefix22;
    bool done34;
    uint multi_prefix23;
    bool done35;
    uint multi_prefix24;
    bool done36;
    uint multi_prefix25;
    bool done37;
    uint multi_prefix26;
    bool done38;
    uint multi_prefix27;
    bool done39;
    uint multi_prefix28;
    bool done40;
    uint multi_prefix29;
    bool done41;
    uint multi_prefix30;
    bool done42;
    uint2 multi_prefix31;
    bool done43;
    uint2 multi_prefix32;
    bool done44;
    uint2 multi_prefix33;
    bool done45;
    uint2 multi_prefix34;
    bool done46;
    uint2 multi_prefix35;
    bool done47;
    uint4 multi_prefix36;
    bool done48;
    uint4 multi_prefix37;
    bool done49;
    float multi_prefix38;
    bool done50;
    float multi_prefix39;
    bool done51;
    float multi_prefix40;
    bool done52;
    float multi_prefix41;
    bool done53;
    float multi_prefix42;
    bool done54;
    float multi_prefix43;
    bool done55;
    float2 multi_prefix44;
    bool done56;
    float2 multi_prefix45;
    bool done57;
    float2 multi_prefix46;
    bool done58;
    float4 multi_prefix47;
    bool done59;
    float4 multi_prefix48;
    bool done60;
    float4 multi_prefix49;
    bool done61;
    float3 multi_prefix50;
    bool done62;
    float3 multi_prefix51;
    bool done63;
    float3 multi_prefix52;
    bool done64;
    uint4 wave_match12;
    bool done66;
    uint4 wave_match14;
    bool done68;
    uint4 wave_match16;
    bool done70;
    uint4 wave_match18;
    bool done72;
    uint4 wave_match20;
    bool done74;
    uint4 wave_match22;
    bool done76;
    int multi_prefix55;
    bool done79;
    int multi_prefix58;
    bool done82;
    int multi_prefix60;
    bool done84;
    int multi_prefix62;
    bool done86;
    int multi_prefix64;
    bool done88;
    int4 multi_prefix67;
    bool done91;
    int4 multi_prefix69;
    bool done93;
    uint multi_prefix72;
    bool done96;
    uint multi_prefix75;
    bool done99;
    uint multi_prefix78;
    bool done102;
    uint multi_prefix80;
    bool done104;
    uint multi_prefix82;
    bool done106;
    uint multi_prefix84;
    bool done108;
    uint2 multi_prefix87;
    bool done111;
    uint2 multi_prefix89;
    bool done113;
    uint4 multi_prefix91;
    bool done115;
    float multi_prefix94;
    bool done118;
    float multi_prefix97;
    bool done121;
    float2 multi_prefix100;
    bool done124;
    float4 multi_prefix103;
    bool done127;
    float3 multi_prefix106;
    bool done130;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 % 3u;
    const int _10 = int(_6);
    const int _11 = _10 - 1;
    const float _15 = float(_6);
    const float _16 = _15 * 0.5f;
    wave_match = uint4(0u);
    done = false;
    for (;;)
    {
        {
            const uint4 wave_match11 = wave_match;
            const bool done65 = done;
            const bool _154 = !done65;
            if (_154)
            {
                const uint _155 = simd_broadcast_first(_6);
                const bool _156 = _6 == _155;
                const uint4 _157 = prism_ballot(_156);
                const uint4 _159 = _156 ? _157 : wave_match11;
                wave_match0 = _159;
                done0 = _156;
            }
            else
            {
                wave_match0 = wave_match11;
                done0 = done65;
            }
            wave_match12 = wave_match0;
            done66 = done0;
        }
        const bool _163 = simd_all(done66);
        wave_match = wave_match12;
        done = done66;
        if (_163) break;
    }
    const uint _23 = gl_GlobalInvocationID.x;
    wave_match1 = uint4(0u);
    done1 = false;
    for (;;)
    {
        {
            const uint4 wave_match13 = wave_match1;
            const bool done67 = done1;
            const bool _169 = !done67;
            if (_169)
            {
                const int _170 = simd_broadcast_first(_11);
                const bool _171 = _11 == _170;
                const uint4 _172 = prism_ballot(_171);
                const uint4 _174 = _171 ? _172 : wave_match13;
                wave_match2 = _174;
                done2 = _171;
            }
            else
            {
                wave_match2 = wave_match13;
                done2 = done67;
            }
            wave_match14 = wave_match2;
            done68 = done2;
        }
        const bool _178 = simd_all(done68);
        wave_match1 = wave_match14;
        done1 = done68;
        if (_178) break;
    }
    const uint4 _28 = wave_match12 ^ wave_match14;
    const uint _181 = as_type<uint>(_16);
    wave_match3 = uint4(0u);
    done3 = false;
    for (;;)
    {
        {
            const uint4 wave_match15 = wave_match3;
            const bool done69 = done3;
            const bool _185 = !done69;
            if (_185)
            {
                const uint _186 = simd_broadcast_first(_181);
                const bool _187 = _181 == _186;
                const uint4 _188 = prism_ballot(_187);
                const uint4 _190 = _187 ? _188 : wave_match15;
                wave_match4 = _190;
                done4 = _187;
            }
            else
            {
                wave_match4 = wave_match15;
                done4 = done69;
            }
            wave_match16 = wave_match4;
            done70 = done4;
        }
        const bool _194 = simd_all(done70);
        wave_match3 = wave_match16;
        done3 = done70;
        if (_194) break;
    }
    const uint4 _31 = _28 ^ wave_match16;
    const uint2 _33 = uint2(_6, 1u);
    wave_match5 = uint4(0u);
    done5 = false;
    for (;;)
    {
        {
            const uint4 wave_match17 = wave_match5;
            const bool done71 = done5;
            const bool _200 = !done71;
            if (_200)
            {
                const uint2 _201 = uint2(simd_broadcast_first(_33));
                const bool2 _202 = _33 == _201;
                const bool _203 = bool(all(_202));
                const uint4 _204 = prism_ballot(_203);
                const uint4 _206 = _203 ? _204 : wave_match17;
                wave_match6 = _206;
                done6 = _203;
            }
            else
            {
                wave_match6 = wave_match17;
                done6 = done71;
            }
            wave_match18 = wave_match6;
            done72 = done6;
        }
        const bool _210 = simd_all(done72);
        wave_match5 = wave_match18;
        done5 = done72;
        if (_210) break;
    }
    const uint4 _35 = _31 ^ wave_match18;
    const int3 _38 = int3(_11, 2, _11);
    wave_match7 = uint4(0u);
    done7 = false;
    for (;;)
    {
        {
            const uint4 wave_match19 = wave_match7;
            const bool done73 = done7;
            const bool _216 = !done73;
            if (_216)
            {
                const int3 _217 = int3(simd_broadcast_first(_38));
                const bool3 _218 = _38 == _217;
                const bool _219 = bool(all(_218));
                const uint4 _220 = prism_ballot(_219);
                const uint4 _222 = _219 ? _220 : wave_match19;
                wave_match8 = _222;
                done8 = _219;
            }
            else
            {
                wave_match8 = wave_match19;
                done8 = done73;
            }
            wave_match20 = wave_match8;
            done74 = done8;
        }
        const bool _226 = simd_all(done74);
        wave_match7 = wave_match20;
        done7 = done74;
        if (_226) break;
    }
    const uint4 _40 = _35 ^ wave_match20;
    const float4 _43 = float4(_16, _16, 0.0f, 1.0f);
    const uint4 _229 = as_type<uint4>(_43);
    wave_match9 = uint4(0u);
    done9 = false;
    for (;;)
    {
        {
            const uint4 wave_match21 = wave_match9;
            const bool done75 = done9;
            const bool _233 = !done75;
            if (_233)
            {
                const uint4 _234 = uint4(simd_broadcast_first(_229));
                const bool4 _235 = _229 == _234;
                const bool _236 = bool(all(_235));
                const uint4 _237 = prism_ballot(_236);
                const uint4 _239 = _236 ? _237 : wave_match21;
                wave_match10 = _239;
                done10 = _236;
            }
            else
            {
                wave_match10 = wave_match21;
                done10 = done75;
            }
            wave_match22 = wave_match10;
            done76 = done10;
        }
        const bool _243 = simd_all(done76);
        wave_match9 = wave_match22;
        done9 = done76;
        if (_243) break;
    }
    const uint4 _45 = _40 ^ wave_match22;
    OutM[_23] = _45;
    const uint _48 = gl_GlobalInvocationID.x;
    const uint4 _246 = prism_ballot(true);
    const uint4 _247 = wave_match12 & _246;
    multi_prefix = 0;
    done11 = false;
    for (;;)
    {
        {
            const int multi_prefix53 = multi_prefix;
            const bool done77 = done11;
            const bool _251 = !done77;
            if (_251)
            {
                const uint4 _252 = uint4(simd_broadcast_first(_247));
                const bool4 _253 = _247 == _252;
                const bool _254 = bool(all(_253));
                if (_254)
                {
                    const int _255 = simd_prefix_exclusive_sum(_11);
                    multi_prefix0 = _255;
                    done12 = true;
                }
                else
                {
                    multi_prefix0 = multi_prefix53;
                    done12 = done77;
                }
                const int multi_prefix54 = multi_prefix0;
                const bool done78 = done12;
                multi_prefix1 = multi_prefix54;
                done13 = done78;
            }
            else
            {
                multi_prefix1 = multi_prefix53;
                done13 = done77;
            }
            multi_prefix55 = multi_prefix1;
            done79 = done13;
        }
        const bool _259 = simd_all(done79);
        multi_prefix = multi_prefix55;
        done11 = done79;
        if (_259) break;
    }
    const uint4 _262 = prism_ballot(true);
    const uint4 _263 = wave_match12 & _262;
    multi_prefix2 = 0;
    done14 = false;
    for (;;)
    {
        {
            const int multi_prefix56 = multi_prefix2;
            const bool done80 = done14;
            const bool _267 = !done80;
            if (_267)
            {
                const uint4 _268 = uint4(simd_broadcast_first(_263));
                const bool4 _269 = _263 == _268;
                const bool _270 = bool(all(_269));
                if (_270)
                {
                    const int _271 = simd_prefix_exclusive_product(_11);
                    multi_prefix3 = _271;
                    done15 = true;
                }
                else
                {
                    multi_prefix3 = multi_prefix56;
                    done15 = done80;
                }
                const int multi_prefix57 = multi_prefix3;
                const bool done81 = done15;
                multi_prefix4 = multi_prefix57;
                done16 = done81;
            }
            else
            {
                multi_prefix4 = multi_prefix56;
                done16 = done80;
            }
            multi_prefix58 = multi_prefix4;
            done82 = done16;
        }
        const bool _275 = simd_all(done82);
        multi_prefix2 = multi_prefix58;
        done14 = done82;
        if (_275) break;
    }
    multi_prefix5 = (-1);
    done17 = false;
    for (;;)
    {
        {
            const int multi_prefix59 = multi_prefix5;
            const bool done83 = done17;
            const bool _282 = !done83;
            if (_282)
            {
                const bool _283 = simd_is_first();
                const uint4 _284 = prism_ballot(_283);
                const int _285 = simd_broadcast_first(_11);
                const uint4 _286 = _284 & wave_match12;
                const bool4 _287 = _286 != uint4(0u);
                const bool _288 = bool(any(_287));
                const bool _289 = !_283;
                const bool _290 = _288 && _289;
                const int _292 = multi_prefix59 & _285;
                const int _293 = _290 ? _292 : multi_prefix59;
                multi_prefix6 = _293;
                done18 = _283;
            }
            else
            {
                multi_prefix6 = multi_prefix59;
                done18 = done83;
            }
            multi_prefix60 = multi_prefix6;
            done84 = done18;
        }
        const bool _297 = simd_all(done84);
        multi_prefix5 = multi_prefix60;
        done17 = done84;
        if (_297) break;
    }
    multi_prefix7 = 0;
    done19 = false;
    for (;;)
    {
        {
            const int multi_prefix61 = multi_prefix7;
            const bool done85 = done19;
            const bool _304 = !done85;
            if (_304)
            {
                const bool _305 = simd_is_first();
                const uint4 _306 = prism_ballot(_305);
                const int _307 = simd_broadcast_first(_11);
                const uint4 _308 = _306 & wave_match12;
                const bool4 _309 = _308 != uint4(0u);
                const bool _310 = bool(any(_309));
                const bool _311 = !_305;
                const bool _312 = _310 && _311;
                const int _314 = multi_prefix61 | _307;
                const int _315 = _312 ? _314 : multi_prefix61;
                multi_prefix8 = _315;
                done20 = _305;
            }
            else
            {
                multi_prefix8 = multi_prefix61;
                done20 = done85;
            }
            multi_prefix62 = multi_prefix8;
            done86 = done20;
        }
        const bool _319 = simd_all(done86);
        multi_prefix7 = multi_prefix62;
        done19 = done86;
        if (_319) break;
    }
    multi_prefix9 = 0;
    done21 = false;
    for (;;)
    {
        {
            const int multi_prefix63 = multi_prefix9;
            const bool done87 = done21;
            const bool _326 = !done87;
            if (_326)
            {
                const bool _327 = simd_is_first();
                const uint4 _328 = prism_ballot(_327);
                const int _329 = simd_broadcast_first(_11);
                const uint4 _330 = _328 & wave_match12;
                const bool4 _331 = _330 != uint4(0u);
                const bool _332 = bool(any(_331));
                const bool _333 = !_327;
                const bool _334 = _332 && _333;
                const int _336 = multi_prefix63 ^ _329;
                const int _337 = _334 ? _336 : multi_prefix63;
                multi_prefix10 = _337;
                done22 = _327;
            }
            else
            {
                multi_prefix10 = multi_prefix63;
                done22 = done87;
            }
            multi_prefix64 = multi_prefix10;
            done88 = done22;
        }
        const bool _341 = simd_all(done88);
        multi_prefix9 = multi_prefix64;
        done21 = done88;
        if (_341) break;
    }
    const int _65 = multi_prefix62 ^ multi_prefix64;
    const int4 _66 = int4(multi_prefix55, multi_prefix58, multi_prefix60, _65);
    const int4 _69 = int4(_11, _11, 1, 2);
    const uint4 _344 = prism_ballot(true);
    const uint4 _345 = wave_match12 & _344;
    multi_prefix11 = int4(0);
    done23 = false;
    for (;;)
    {
        {
            const int4 multi_prefix65 = multi_prefix11;
            const bool done89 = done23;
            const bool _349 = !done89;
            if (_349)
            {
                const uint4 _350 = uint4(simd_broadcast_first(_345));
                const bool4 _351 = _345 == _350;
                const bool _352 = bool(all(_351));
                if (_352)
                {
                    const int4 _353 = int4(simd_prefix_exclusive_sum(_69));
                    multi_prefix12 = _353;
                    done24 = true;
                }
                else
                {
                    multi_prefix12 = multi_prefix65;
                    done24 = done89;
                }
                const int4 multi_prefix66 = multi_prefix12;
                const bool done90 = done24;
                multi_prefix13 = multi_prefix66;
                done25 = done90;
            }
            else
            {
                multi_prefix13 = multi_prefix65;
                done25 = done89;
            }
            multi_prefix67 = multi_prefix13;
            done91 = done25;
        }
        const bool _357 = simd_all(done91);
        multi_prefix11 = multi_prefix67;
        done23 = done91;
        if (_357) break;
    }
    const int4 _72 = _66 + multi_prefix67;
    const int4 _74 = int4(_11, 1, 2, 3);
    multi_prefix14 = int4(0);
    done26 = false;
    for (;;)
    {
        {
            const int4 multi_prefix68 = multi_prefix14;
            const bool done92 = done26;
            const bool _364 = !done92;
            if (_364)
            {
                const bool _365 = simd_is_first();
                const uint4 _366 = prism_ballot(_365);
                const int4 _367 = int4(simd_broadcast_first(_74));
                const uint4 _368 = _366 & wave_match12;
                const bool4 _369 = _368 != uint4(0u);
                const bool _370 = bool(any(_369));
                const bool _371 = !_365;
                const bool _372 = _370 && _371;
                const int4 _374 = multi_prefix68 ^ _367;
                const int4 _375 = _372 ? _374 : multi_prefix68;
                multi_prefix15 = _375;
                done27 = _365;
            }
            else
            {
                multi_prefix15 = multi_prefix68;
                done27 = done92;
            }
            multi_prefix69 = multi_prefix15;
            done93 = done27;
        }
        const bool _379 = simd_all(done93);
        multi_prefix14 = multi_prefix69;
        done26 = done93;
        if (_379) break;
    }
    const int4 _77 = _72 + multi_prefix69;
    OutI[_48] = _77;
    const uint _80 = gl_GlobalInvocationID.x;
    const uint4 _382 = prism_ballot(true);
    const uint4 _383 = wave_match12 & _382;
    multi_prefix16 = 0u;
    done28 = false;
    for (;;)
    {
        {
            const uint multi_prefix70 = multi_prefix16;
            const bool done94 = done28;
            const bool _387 = !done94;
            if (_387)
            {
                const uint4 _388 = uint4(simd_broadcast_first(_383));
                const bool4 _389 = _383 == _388;
                const bool _390 = bool(all(_389));
                if (_390)
                {
                    const uint _391 = simd_prefix_exclusive_sum(_6);
                    multi_prefix17 = _391;
                    done29 = true;
                }
                else
                {
                    multi_prefix17 = multi_prefix70;
                    done29 = done94;
                }
                const uint multi_prefix71 = multi_prefix17;
                const bool done95 = done29;
                multi_prefix18 = multi_prefix71;
                done30 = done95;
            }
            else
            {
                multi_prefix18 = multi_prefix70;
                done30 = done94;
            }
            multi_prefix72 = multi_prefix18;
            done96 = done30;
        }
        const bool _395 = simd_all(done96);
        multi_prefix16 = multi_prefix72;
        done28 = done96;
        if (_395) break;
    }
    const uint4 _398 = prism_ballot(true);
    const uint4 _399 = wave_match12 & _398;
    multi_prefix19 = 0u;
    done31 = false;
    for (;;)
    {
        {
            const uint multi_prefix73 = multi_prefix19;
            const bool done97 = done31;
            const bool _403 = !done97;
            if (_403)
            {
                const uint4 _404 = uint4(simd_broadcast_first(_399));
                const bool4 _405 = _399 == _404;
                const bool _406 = bool(all(_405));
                if (_406)
                {
                    const uint _407 = simd_prefix_exclusive_product(_6);
                    multi_prefix20 = _407;
                    done32 = true;
                }
                else
                {
                    multi_prefix20 = multi_prefix73;
                    done32 = done97;
                }
                const uint multi_prefix74 = multi_prefix20;
                const bool done98 = done32;
                multi_prefix21 = multi_prefix74;
                done33 = done98;
            }
            else
            {
                multi_prefix21 = multi_prefix73;
                done33 = done97;
            }
            multi_prefix75 = multi_prefix21;
            done99 = done33;
        }
        const bool _411 = simd_all(done99);
        multi_prefix19 = multi_prefix75;
        done31 = done99;
        if (_411) break;
    }
    const bool _89 = _6 == 1u;
    const uint4 _414 = prism_ballot(true);
    const uint4 _415 = wave_match12 & _414;
    multi_prefix22 = 0u;
    done34 = false;
    for (;;)
    {
        {
            const uint multi_prefix76 = multi_prefix22;
            const bool done100 = done34;
            const bool _419 = !done100;
            if (_419)
            {
                const uint4 _420 = uint4(simd_broadcast_first(_415));
                const bool4 _421 = _415 == _420;
                const bool _422 = bool(all(_421));
                if (_422)
                {
                    const uint _423 = simd_prefix_exclusive_sum(uint(_89));
                    multi_prefix23 = _423;
                    done35 = true;
                }
                else
                {
                    multi_prefix23 = multi_prefix76;
                    done35 = done100;
                }
                const uint multi_prefix77 = multi_prefix23;
                const bool done101 = done35;
                multi_prefix24 = multi_prefix77;
                done36 = done101;
            }
            else
            {
                multi_prefix24 = multi_prefix76;
                done36 = done100;
            }
            multi_prefix78 = multi_prefix24;
            done102 = done36;
        }
        const bool _427 = simd_all(done102);
        multi_prefix22 = multi_prefix78;
        done34 = done102;
        if (_427) break;
    }
    multi_prefix25 = 4294967295u;
    done37 = false;
    for (;;)
    {
        {
            const uint multi_prefix79 = multi_prefix25;
            const bool done103 = done37;
            const bool _434 = !done103;
            if (_434)
            {
                const bool _435 = simd_is_first();
                const uint4 _436 = prism_ballot(_435);
                const uint _437 = simd_broadcast_first(_6);
                const uint4 _438 = _436 & wave_match12;
                const bool4 _439 = _438 != uint4(0u);
                const bool _440 = bool(any(_439));
                const bool _441 = !_435;
                const bool _442 = _440 && _441;
                const uint _444 = multi_prefix79 & _437;
                const uint _445 = _442 ? _444 : multi_prefix79;
                multi_prefix26 = _445;
                done38 = _435;
            }
            else
            {
                multi_prefix26 = multi_prefix79;
                done38 = done103;
            }
            multi_prefix80 = multi_prefix26;
            done104 = done38;
        }
        const bool _449 = simd_all(done104);
        multi_prefix25 = multi_prefix80;
        done37 = done104;
        if (_449) break;
    }
    multi_prefix27 = 0u;
    done39 = false;
    for (;;)
    {
        {
            const uint multi_prefix81 = multi_prefix27;
            const bool done105 = done39;
            const bool _456 = !done105;
            if (_456)
            {
                const bool _457 = simd_is_first();
                const uint4 _458 = prism_ballot(_457);
                const uint _459 = simd_broadcast_first(_6);
                const uint4 _460 = _458 & wave_match12;
                const bool4 _461 = _460 != uint4(0u);
                const bool _462 = bool(any(_461));
                const bool _463 = !_457;
                const bool _464 = _462 && _463;
                const uint _466 = multi_prefix81 | _459;
                const uint _467 = _464 ? _466 : multi_prefix81;
                multi_prefix28 = _467;
                done40 = _457;
            }
            else
            {
                multi_prefix28 = multi_prefix81;
                done40 = done105;
            }
            multi_prefix82 = multi_prefix28;
            done106 = done40;
        }
        const bool _471 = simd_all(done106);
        multi_prefix27 = multi_prefix82;
        done39 = done106;
        if (_471) break;
    }
    const uint _98 = multi_prefix80 | multi_prefix82;
    multi_prefix29 = 0u;
    done41 = false;
    for (;;)
    {
        {
            const uint multi_prefix83 = multi_prefix29;
            const bool done107 = done41;
            const bool _478 = !done107;
            if (_478)
            {
                const bool _479 = simd_is_first();
                const uint4 _480 = prism_ballot(_479);
                const uint _481 = simd_broadcast_first(_6);
                const uint4 _482 = _480 & wave_match12;
                const bool4 _483 = _482 != uint4(0u);
                const bool _484 = bool(any(_483));
                const bool _485 = !_479;
                const bool _486 = _484 && _485;
                const uint _488 = multi_prefix83 ^ _481;
                const uint _489 = _486 ? _488 : multi_prefix83;
                multi_prefix30 = _489;
                done42 = _479;
            }
            else
            {
                multi_prefix30 = multi_prefix83;
                done42 = done107;
            }
            multi_prefix84 = multi_prefix30;
            done108 = done42;
        }
        const bool _493 = simd_all(done108);
        multi_prefix29 = multi_prefix84;
        done41 = done108;
        if (_493) break;
    }
    const uint _102 = _98 | multi_prefix84;
    const uint4 _103 = uint4(multi_prefix72, multi_prefix75, multi_prefix78, _102);
    const uint2 _105 = uint2(_6, 2u);
    const uint4 _496 = prism_ballot(true);
    const uint4 _497 = wave_match12 & _496;
    multi_prefix31 = uint2(0u);
    done43 = false;
    for (;;)
    {
        {
            const uint2 multi_prefix85 = multi_prefix31;
            const bool done109 = done43;
            const bool _501 = !done109;
            if (_501)
            {
                const uint4 _502 = uint4(simd_broadcast_first(_497));
                const bool4 _503 = _497 == _502;
                const bool _504 = bool(all(_503));
                if (_504)
                {
                    const uint2 _505 = uint2(simd_prefix_exclusive_product(_105));
                    multi_prefix32 = _505;
                    done44 = true;
                }
                else
                {
                    multi_prefix32 = multi_prefix85;
                    done44 = done109;
                }
                const uint2 multi_prefix86 = multi_prefix32;
                const bool done110 = done44;
                multi_prefix33 = multi_prefix86;
                done45 = done110;
            }
            else
            {
                multi_prefix33 = multi_prefix85;
                done45 = done109;
            }
            multi_prefix87 = multi_prefix33;
            done111 = done45;
        }
        const bool _509 = simd_all(done111);
        multi_prefix31 = multi_prefix87;
        done43 = done111;
        if (_509) break;
    }
    const uint2 _109 = uint2(_6, 7u);
    multi_prefix34 = uint2(4294967295u, 4294967295u);
    done46 = false;
    for (;;)
    {
        {
            const uint2 multi_prefix88 = multi_prefix34;
            const bool done112 = done46;
            const bool _516 = !done112;
            if (_516)
            {
                const bool _517 = simd_is_first();
                const uint4 _518 = prism_ballot(_517);
                const uint2 _519 = uint2(simd_broadcast_first(_109));
                const uint4 _520 = _518 & wave_match12;
                const bool4 _521 = _520 != uint4(0u);
                const bool _522 = bool(any(_521));
                const bool _523 = !_517;
                const bool _524 = _522 && _523;
                const uint2 _526 = multi_prefix88 & _519;
                const uint2 _527 = _524 ? _526 : multi_prefix88;
                multi_prefix35 = _527;
                done47 = _517;
            }
            else
            {
                multi_prefix35 = multi_prefix88;
                done47 = done112;
            }
            multi_prefix89 = multi_prefix35;
            done113 = done47;
        }
        const bool _531 = simd_all(done113);
        multi_prefix34 = multi_prefix89;
        done46 = done113;
        if (_531) break;
    }
    const uint4 _112 = uint4(multi_prefix87, multi_prefix89);
    const uint4 _113 = _103 + _112;
    const uint4 _115 = uint4(_6, 1u, 2u, 3u);
    multi_prefix36 = uint4(0u);
    done48 = false;
    for (;;)
    {
        {
            const uint4 multi_prefix90 = multi_prefix36;
            const bool done114 = done48;
            const bool _538 = !done114;
            if (_538)
            {
                const bool _539 = simd_is_first();
                const uint4 _540 = prism_ballot(_539);
                const uint4 _541 = uint4(simd_broadcast_first(_115));
                const uint4 _542 = _540 & wave_match12;
                const bool4 _543 = _542 != uint4(0u);
                const bool _544 = bool(any(_543));
                const bool _545 = !_539;
                const bool _546 = _544 && _545;
                const uint4 _548 = multi_prefix90 | _541;
                const uint4 _549 = _546 ? _548 : multi_prefix90;
                multi_prefix37 = _549;
                done49 = _539;
            }
            else
            {
                multi_prefix37 = multi_prefix90;
                done49 = done114;
            }
            multi_prefix91 = multi_prefix37;
            done115 = done49;
        }
        const bool _553 = simd_all(done115);
        multi_prefix36 = multi_prefix91;
        done48 = done115;
        if (_553) break;
    }
    const uint4 _118 = _113 + multi_prefix91;
    OutU[_80] = _118;
    const uint _121 = gl_GlobalInvocationID.x;
    const uint4 _556 = prism_ballot(true);
    const uint4 _557 = wave_match12 & _556;
    multi_prefix38 = 0.0f;
    done50 = false;
    for (;;)
    {
        {
            const float multi_prefix92 = multi_prefix38;
            const bool done116 = done50;
            const bool _561 = !done116;
            if (_561)
            {
                const uint4 _562 = uint4(simd_broadcast_first(_557));
                const bool4 _563 = _557 == _562;
                const bool _564 = bool(all(_563));
                if (_564)
                {
                    const float _565 = simd_prefix_exclusive_sum(_16);
                    multi_prefix39 = _565;
                    done51 = true;
                }
                else
                {
                    multi_prefix39 = multi_prefix92;
                    done51 = done116;
                }
                const float multi_prefix93 = multi_prefix39;
                const bool done117 = done51;
                multi_prefix40 = multi_prefix93;
                done52 = done117;
            }
            else
            {
                multi_prefix40 = multi_prefix92;
                done52 = done116;
            }
            multi_prefix94 = multi_prefix40;
            done118 = done52;
        }
        const bool _569 = simd_all(done118);
        multi_prefix38 = multi_prefix94;
        done50 = done118;
        if (_569) break;
    }
    const uint4 _572 = prism_ballot(true);
    const uint4 _573 = wave_match12 & _572;
    multi_prefix41 = 0.0f;
    done53 = false;
    for (;;)
    {
        {
            const float multi_prefix95 = multi_prefix41;
            const bool done119 = done53;
            const bool _577 = !done119;
            if (_577)
            {
                const uint4 _578 = uint4(simd_broadcast_first(_573));
                const bool4 _579 = _573 == _578;
                const bool _580 = bool(all(_579));
                if (_580)
                {
                    const float _581 = simd_prefix_exclusive_product(_16);
                    multi_prefix42 = _581;
                    done54 = true;
                }
                else
                {
                    multi_prefix42 = multi_prefix95;
                    done54 = done119;
                }
                const float multi_prefix96 = multi_prefix42;
                const bool done120 = done54;
                multi_prefix43 = multi_prefix96;
                done55 = done120;
            }
            else
            {
                multi_prefix43 = multi_prefix95;
                done55 = done119;
            }
            multi_prefix97 = multi_prefix43;
            done121 = done55;
        }
        const bool _585 = simd_all(done121);
        multi_prefix41 = multi_prefix97;
        done53 = done121;
        if (_585) break;
    }
    const float2 _130 = float2(_16, 1.0f);
    const uint4 _588 = prism_ballot(true);
    const uint4 _589 = wave_match12 & _588;
    multi_prefix44 = float2(0.0f);
    done56 = false;
    for (;;)
    {
        {
            const float2 multi_prefix98 = multi_prefix44;
            const bool done122 = done56;
            const bool _593 = !done122;
            if (_593)
            {
                const uint4 _594 = uint4(simd_broadcast_first(_589));
                const bool4 _595 = _589 == _594;
                const bool _596 = bool(all(_595));
                if (_596)
                {
                    const float2 _597 = simd_prefix_exclusive_sum(_130);
                    multi_prefix45 = _597;
                    done57 = true;
                }
                else
                {
                    multi_prefix45 = multi_prefix98;
                    done57 = done122;
                }
                const float2 multi_prefix99 = multi_prefix45;
                const bool done123 = done57;
                multi_prefix46 = multi_prefix99;
                done58 = done123;
            }
            else
            {
                multi_prefix46 = multi_prefix98;
                done58 = done122;
            }
            multi_prefix100 = multi_prefix46;
            done124 = done58;
        }
        const bool _601 = simd_all(done124);
        multi_prefix44 = multi_prefix100;
        done56 = done124;
        if (_601) break;
    }
    const float4 _133 = float4(multi_prefix94, multi_prefix97, multi_prefix100);
    const float4 _136 = float4(_16, 2.0f, 3.0f, _16);
    const uint4 _604 = prism_ballot(true);
    const uint4 _605 = wave_match12 & _604;
    multi_prefix47 = float4(0.0f);
    done59 = false;
    for (;;)
    {
        {
            const float4 multi_prefix101 = multi_prefix47;
            const bool done125 = done59;
            const bool _609 = !done125;
            if (_609)
            {
                const uint4 _610 = uint4(simd_broadcast_first(_605));
                const bool4 _611 = _605 == _610;
                const bool _612 = bool(all(_611));
                if (_612)
                {
                    const float4 _613 = simd_prefix_exclusive_product(_136);
                    multi_prefix48 = _613;
                    done60 = true;
                }
                else
                {
                    multi_prefix48 = multi_prefix101;
                    done60 = done125;
                }
                const float4 multi_prefix102 = multi_prefix48;
                const bool done126 = done60;
                multi_prefix49 = multi_prefix102;
                done61 = done126;
            }
            else
            {
                multi_prefix49 = multi_prefix101;
                done61 = done125;
            }
            multi_prefix103 = multi_prefix49;
            done127 = done61;
        }
        const bool _617 = simd_all(done127);
        multi_prefix47 = multi_prefix103;
        done59 = done127;
        if (_617) break;
    }
    const float4 _139 = _133 + multi_prefix103;
    const float3 _143 = float3(_16, _16, _16);
    const uint4 _620 = prism_ballot(true);
    const uint4 _621 = wave_match12 & _620;
    multi_prefix50 = float3(0.0f);
    done62 = false;
    for (;;)
    {
        {
            const float3 multi_prefix104 = multi_prefix50;
            const bool done128 = done62;
            const bool _625 = !done128;
            if (_625)
            {
                const uint4 _626 = uint4(simd_broadcast_first(_621));
                const bool4 _627 = _621 == _626;
                const bool _628 = bool(all(_627));
                if (_628)
                {
                    const float3 _629 = simd_prefix_exclusive_sum(_143);
                    multi_prefix51 = _629;
                    done63 = true;
                }
                else
                {
                    multi_prefix51 = multi_prefix104;
                    done63 = done128;
                }
                const float3 multi_prefix105 = multi_prefix51;
                const bool done129 = done63;
                multi_prefix52 = multi_prefix105;
                done64 = done129;
            }
            else
            {
                multi_prefix52 = multi_prefix104;
                done64 = done128;
            }
            multi_prefix106 = multi_prefix52;
            done130 = done64;
        }
        const bool _633 = simd_all(done130);
        multi_prefix50 = multi_prefix106;
        done62 = done130;
        if (_633) break;
    }
    const float4 _146 = multi_prefix106.xyzz;
    const float4 _147 = _139 + _146;
    OutF[_121] = _147;
    return;
}

