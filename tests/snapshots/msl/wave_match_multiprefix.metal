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
    wave_match3 = uint4(0u);
    done3 = false;
    for (;;)
    {
        {
            const uint4 wave_match15 = wave_match3;
            const bool done69 = done3;
            const bool _184 = !done69;
            if (_184)
            {
                const float _185 = simd_broadcast_first(_16);
                const uint _186 = as_type<uint>(_16);
                const uint _187 = as_type<uint>(_185);
                const bool _188 = _186 == _187;
                const uint4 _189 = prism_ballot(_188);
                const uint4 _191 = _188 ? _189 : wave_match15;
                wave_match4 = _191;
                done4 = _188;
            }
            else
            {
                wave_match4 = wave_match15;
                done4 = done69;
            }
            wave_match16 = wave_match4;
            done70 = done4;
        }
        const bool _195 = simd_all(done70);
        wave_match3 = wave_match16;
        done3 = done70;
        if (_195) break;
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
            const bool _201 = !done71;
            if (_201)
            {
                const uint2 _202 = uint2(simd_broadcast_first(_33));
                const bool2 _203 = _33 == _202;
                const bool _204 = bool(all(_203));
                const uint4 _205 = prism_ballot(_204);
                const uint4 _207 = _204 ? _205 : wave_match17;
                wave_match6 = _207;
                done6 = _204;
            }
            else
            {
                wave_match6 = wave_match17;
                done6 = done71;
            }
            wave_match18 = wave_match6;
            done72 = done6;
        }
        const bool _211 = simd_all(done72);
        wave_match5 = wave_match18;
        done5 = done72;
        if (_211) break;
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
            const bool _217 = !done73;
            if (_217)
            {
                const int3 _218 = int3(simd_broadcast_first(_38));
                const bool3 _219 = _38 == _218;
                const bool _220 = bool(all(_219));
                const uint4 _221 = prism_ballot(_220);
                const uint4 _223 = _220 ? _221 : wave_match19;
                wave_match8 = _223;
                done8 = _220;
            }
            else
            {
                wave_match8 = wave_match19;
                done8 = done73;
            }
            wave_match20 = wave_match8;
            done74 = done8;
        }
        const bool _227 = simd_all(done74);
        wave_match7 = wave_match20;
        done7 = done74;
        if (_227) break;
    }
    const uint4 _40 = _35 ^ wave_match20;
    const float4 _43 = float4(_16, _16, 0.0f, 1.0f);
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
                const float4 _234 = simd_broadcast_first(_43);
                const uint4 _235 = as_type<uint4>(_43);
                const uint4 _236 = as_type<uint4>(_234);
                const bool4 _237 = _235 == _236;
                const bool _238 = bool(all(_237));
                const uint4 _239 = prism_ballot(_238);
                const uint4 _241 = _238 ? _239 : wave_match21;
                wave_match10 = _241;
                done10 = _238;
            }
            else
            {
                wave_match10 = wave_match21;
                done10 = done75;
            }
            wave_match22 = wave_match10;
            done76 = done10;
        }
        const bool _245 = simd_all(done76);
        wave_match9 = wave_match22;
        done9 = done76;
        if (_245) break;
    }
    const uint4 _45 = _40 ^ wave_match22;
    OutM[_23] = _45;
    const uint _48 = gl_GlobalInvocationID.x;
    const uint4 _248 = prism_ballot(true);
    const uint4 _249 = wave_match12 & _248;
    multi_prefix = 0;
    done11 = false;
    for (;;)
    {
        {
            const int multi_prefix53 = multi_prefix;
            const bool done77 = done11;
            const bool _253 = !done77;
            if (_253)
            {
                const uint4 _254 = uint4(simd_broadcast_first(_249));
                const bool4 _255 = _249 == _254;
                const bool _256 = bool(all(_255));
                if (_256)
                {
                    const int _257 = simd_prefix_exclusive_sum(_11);
                    multi_prefix0 = _257;
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
        const bool _261 = simd_all(done79);
        multi_prefix = multi_prefix55;
        done11 = done79;
        if (_261) break;
    }
    const uint4 _264 = prism_ballot(true);
    const uint4 _265 = wave_match12 & _264;
    multi_prefix2 = 0;
    done14 = false;
    for (;;)
    {
        {
            const int multi_prefix56 = multi_prefix2;
            const bool done80 = done14;
            const bool _269 = !done80;
            if (_269)
            {
                const uint4 _270 = uint4(simd_broadcast_first(_265));
                const bool4 _271 = _265 == _270;
                const bool _272 = bool(all(_271));
                if (_272)
                {
                    const int _273 = simd_prefix_exclusive_product(_11);
                    multi_prefix3 = _273;
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
        const bool _277 = simd_all(done82);
        multi_prefix2 = multi_prefix58;
        done14 = done82;
        if (_277) break;
    }
    multi_prefix5 = (-1);
    done17 = false;
    for (;;)
    {
        {
            const int multi_prefix59 = multi_prefix5;
            const bool done83 = done17;
            const bool _284 = !done83;
            if (_284)
            {
                const bool _285 = simd_is_first();
                const uint4 _286 = prism_ballot(_285);
                const int _287 = simd_broadcast_first(_11);
                const uint4 _288 = _286 & wave_match12;
                const bool4 _289 = _288 != uint4(0u);
                const bool _290 = bool(any(_289));
                const bool _291 = !_285;
                const bool _292 = _290 && _291;
                const int _294 = multi_prefix59 & _287;
                const int _295 = _292 ? _294 : multi_prefix59;
                multi_prefix6 = _295;
                done18 = _285;
            }
            else
            {
                multi_prefix6 = multi_prefix59;
                done18 = done83;
            }
            multi_prefix60 = multi_prefix6;
            done84 = done18;
        }
        const bool _299 = simd_all(done84);
        multi_prefix5 = multi_prefix60;
        done17 = done84;
        if (_299) break;
    }
    multi_prefix7 = 0;
    done19 = false;
    for (;;)
    {
        {
            const int multi_prefix61 = multi_prefix7;
            const bool done85 = done19;
            const bool _306 = !done85;
            if (_306)
            {
                const bool _307 = simd_is_first();
                const uint4 _308 = prism_ballot(_307);
                const int _309 = simd_broadcast_first(_11);
                const uint4 _310 = _308 & wave_match12;
                const bool4 _311 = _310 != uint4(0u);
                const bool _312 = bool(any(_311));
                const bool _313 = !_307;
                const bool _314 = _312 && _313;
                const int _316 = multi_prefix61 | _309;
                const int _317 = _314 ? _316 : multi_prefix61;
                multi_prefix8 = _317;
                done20 = _307;
            }
            else
            {
                multi_prefix8 = multi_prefix61;
                done20 = done85;
            }
            multi_prefix62 = multi_prefix8;
            done86 = done20;
        }
        const bool _321 = simd_all(done86);
        multi_prefix7 = multi_prefix62;
        done19 = done86;
        if (_321) break;
    }
    multi_prefix9 = 0;
    done21 = false;
    for (;;)
    {
        {
            const int multi_prefix63 = multi_prefix9;
            const bool done87 = done21;
            const bool _328 = !done87;
            if (_328)
            {
                const bool _329 = simd_is_first();
                const uint4 _330 = prism_ballot(_329);
                const int _331 = simd_broadcast_first(_11);
                const uint4 _332 = _330 & wave_match12;
                const bool4 _333 = _332 != uint4(0u);
                const bool _334 = bool(any(_333));
                const bool _335 = !_329;
                const bool _336 = _334 && _335;
                const int _338 = multi_prefix63 ^ _331;
                const int _339 = _336 ? _338 : multi_prefix63;
                multi_prefix10 = _339;
                done22 = _329;
            }
            else
            {
                multi_prefix10 = multi_prefix63;
                done22 = done87;
            }
            multi_prefix64 = multi_prefix10;
            done88 = done22;
        }
        const bool _343 = simd_all(done88);
        multi_prefix9 = multi_prefix64;
        done21 = done88;
        if (_343) break;
    }
    const int _65 = multi_prefix62 ^ multi_prefix64;
    const int4 _66 = int4(multi_prefix55, multi_prefix58, multi_prefix60, _65);
    const int4 _69 = int4(_11, _11, 1, 2);
    const uint4 _346 = prism_ballot(true);
    const uint4 _347 = wave_match12 & _346;
    multi_prefix11 = int4(0);
    done23 = false;
    for (;;)
    {
        {
            const int4 multi_prefix65 = multi_prefix11;
            const bool done89 = done23;
            const bool _351 = !done89;
            if (_351)
            {
                const uint4 _352 = uint4(simd_broadcast_first(_347));
                const bool4 _353 = _347 == _352;
                const bool _354 = bool(all(_353));
                if (_354)
                {
                    const int4 _355 = int4(simd_prefix_exclusive_sum(_69));
                    multi_prefix12 = _355;
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
        const bool _359 = simd_all(done91);
        multi_prefix11 = multi_prefix67;
        done23 = done91;
        if (_359) break;
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
            const bool _366 = !done92;
            if (_366)
            {
                const bool _367 = simd_is_first();
                const uint4 _368 = prism_ballot(_367);
                const int4 _369 = int4(simd_broadcast_first(_74));
                const uint4 _370 = _368 & wave_match12;
                const bool4 _371 = _370 != uint4(0u);
                const bool _372 = bool(any(_371));
                const bool _373 = !_367;
                const bool _374 = _372 && _373;
                const int4 _376 = multi_prefix68 ^ _369;
                const int4 _377 = _374 ? _376 : multi_prefix68;
                multi_prefix15 = _377;
                done27 = _367;
            }
            else
            {
                multi_prefix15 = multi_prefix68;
                done27 = done92;
            }
            multi_prefix69 = multi_prefix15;
            done93 = done27;
        }
        const bool _381 = simd_all(done93);
        multi_prefix14 = multi_prefix69;
        done26 = done93;
        if (_381) break;
    }
    const int4 _77 = _72 + multi_prefix69;
    OutI[_48] = _77;
    const uint _80 = gl_GlobalInvocationID.x;
    const uint4 _384 = prism_ballot(true);
    const uint4 _385 = wave_match12 & _384;
    multi_prefix16 = 0u;
    done28 = false;
    for (;;)
    {
        {
            const uint multi_prefix70 = multi_prefix16;
            const bool done94 = done28;
            const bool _389 = !done94;
            if (_389)
            {
                const uint4 _390 = uint4(simd_broadcast_first(_385));
                const bool4 _391 = _385 == _390;
                const bool _392 = bool(all(_391));
                if (_392)
                {
                    const uint _393 = simd_prefix_exclusive_sum(_6);
                    multi_prefix17 = _393;
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
        const bool _397 = simd_all(done96);
        multi_prefix16 = multi_prefix72;
        done28 = done96;
        if (_397) break;
    }
    const uint4 _400 = prism_ballot(true);
    const uint4 _401 = wave_match12 & _400;
    multi_prefix19 = 0u;
    done31 = false;
    for (;;)
    {
        {
            const uint multi_prefix73 = multi_prefix19;
            const bool done97 = done31;
            const bool _405 = !done97;
            if (_405)
            {
                const uint4 _406 = uint4(simd_broadcast_first(_401));
                const bool4 _407 = _401 == _406;
                const bool _408 = bool(all(_407));
                if (_408)
                {
                    const uint _409 = simd_prefix_exclusive_product(_6);
                    multi_prefix20 = _409;
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
        const bool _413 = simd_all(done99);
        multi_prefix19 = multi_prefix75;
        done31 = done99;
        if (_413) break;
    }
    const bool _89 = _6 == 1u;
    const uint4 _416 = prism_ballot(true);
    const uint4 _417 = wave_match12 & _416;
    multi_prefix22 = 0u;
    done34 = false;
    for (;;)
    {
        {
            const uint multi_prefix76 = multi_prefix22;
            const bool done100 = done34;
            const bool _421 = !done100;
            if (_421)
            {
                const uint4 _422 = uint4(simd_broadcast_first(_417));
                const bool4 _423 = _417 == _422;
                const bool _424 = bool(all(_423));
                if (_424)
                {
                    const uint _425 = simd_prefix_exclusive_sum(uint(_89));
                    multi_prefix23 = _425;
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
        const bool _429 = simd_all(done102);
        multi_prefix22 = multi_prefix78;
        done34 = done102;
        if (_429) break;
    }
    multi_prefix25 = 4294967295u;
    done37 = false;
    for (;;)
    {
        {
            const uint multi_prefix79 = multi_prefix25;
            const bool done103 = done37;
            const bool _436 = !done103;
            if (_436)
            {
                const bool _437 = simd_is_first();
                const uint4 _438 = prism_ballot(_437);
                const uint _439 = simd_broadcast_first(_6);
                const uint4 _440 = _438 & wave_match12;
                const bool4 _441 = _440 != uint4(0u);
                const bool _442 = bool(any(_441));
                const bool _443 = !_437;
                const bool _444 = _442 && _443;
                const uint _446 = multi_prefix79 & _439;
                const uint _447 = _444 ? _446 : multi_prefix79;
                multi_prefix26 = _447;
                done38 = _437;
            }
            else
            {
                multi_prefix26 = multi_prefix79;
                done38 = done103;
            }
            multi_prefix80 = multi_prefix26;
            done104 = done38;
        }
        const bool _451 = simd_all(done104);
        multi_prefix25 = multi_prefix80;
        done37 = done104;
        if (_451) break;
    }
    multi_prefix27 = 0u;
    done39 = false;
    for (;;)
    {
        {
            const uint multi_prefix81 = multi_prefix27;
            const bool done105 = done39;
            const bool _458 = !done105;
            if (_458)
            {
                const bool _459 = simd_is_first();
                const uint4 _460 = prism_ballot(_459);
                const uint _461 = simd_broadcast_first(_6);
                const uint4 _462 = _460 & wave_match12;
                const bool4 _463 = _462 != uint4(0u);
                const bool _464 = bool(any(_463));
                const bool _465 = !_459;
                const bool _466 = _464 && _465;
                const uint _468 = multi_prefix81 | _461;
                const uint _469 = _466 ? _468 : multi_prefix81;
                multi_prefix28 = _469;
                done40 = _459;
            }
            else
            {
                multi_prefix28 = multi_prefix81;
                done40 = done105;
            }
            multi_prefix82 = multi_prefix28;
            done106 = done40;
        }
        const bool _473 = simd_all(done106);
        multi_prefix27 = multi_prefix82;
        done39 = done106;
        if (_473) break;
    }
    const uint _98 = multi_prefix80 | multi_prefix82;
    multi_prefix29 = 0u;
    done41 = false;
    for (;;)
    {
        {
            const uint multi_prefix83 = multi_prefix29;
            const bool done107 = done41;
            const bool _480 = !done107;
            if (_480)
            {
                const bool _481 = simd_is_first();
                const uint4 _482 = prism_ballot(_481);
                const uint _483 = simd_broadcast_first(_6);
                const uint4 _484 = _482 & wave_match12;
                const bool4 _485 = _484 != uint4(0u);
                const bool _486 = bool(any(_485));
                const bool _487 = !_481;
                const bool _488 = _486 && _487;
                const uint _490 = multi_prefix83 ^ _483;
                const uint _491 = _488 ? _490 : multi_prefix83;
                multi_prefix30 = _491;
                done42 = _481;
            }
            else
            {
                multi_prefix30 = multi_prefix83;
                done42 = done107;
            }
            multi_prefix84 = multi_prefix30;
            done108 = done42;
        }
        const bool _495 = simd_all(done108);
        multi_prefix29 = multi_prefix84;
        done41 = done108;
        if (_495) break;
    }
    const uint _102 = _98 | multi_prefix84;
    const uint4 _103 = uint4(multi_prefix72, multi_prefix75, multi_prefix78, _102);
    const uint2 _105 = uint2(_6, 2u);
    const uint4 _498 = prism_ballot(true);
    const uint4 _499 = wave_match12 & _498;
    multi_prefix31 = uint2(0u);
    done43 = false;
    for (;;)
    {
        {
            const uint2 multi_prefix85 = multi_prefix31;
            const bool done109 = done43;
            const bool _503 = !done109;
            if (_503)
            {
                const uint4 _504 = uint4(simd_broadcast_first(_499));
                const bool4 _505 = _499 == _504;
                const bool _506 = bool(all(_505));
                if (_506)
                {
                    const uint2 _507 = uint2(simd_prefix_exclusive_product(_105));
                    multi_prefix32 = _507;
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
        const bool _511 = simd_all(done111);
        multi_prefix31 = multi_prefix87;
        done43 = done111;
        if (_511) break;
    }
    const uint2 _109 = uint2(_6, 7u);
    multi_prefix34 = uint2(4294967295u, 4294967295u);
    done46 = false;
    for (;;)
    {
        {
            const uint2 multi_prefix88 = multi_prefix34;
            const bool done112 = done46;
            const bool _518 = !done112;
            if (_518)
            {
                const bool _519 = simd_is_first();
                const uint4 _520 = prism_ballot(_519);
                const uint2 _521 = uint2(simd_broadcast_first(_109));
                const uint4 _522 = _520 & wave_match12;
                const bool4 _523 = _522 != uint4(0u);
                const bool _524 = bool(any(_523));
                const bool _525 = !_519;
                const bool _526 = _524 && _525;
                const uint2 _528 = multi_prefix88 & _521;
                const uint2 _529 = _526 ? _528 : multi_prefix88;
                multi_prefix35 = _529;
                done47 = _519;
            }
            else
            {
                multi_prefix35 = multi_prefix88;
                done47 = done112;
            }
            multi_prefix89 = multi_prefix35;
            done113 = done47;
        }
        const bool _533 = simd_all(done113);
        multi_prefix34 = multi_prefix89;
        done46 = done113;
        if (_533) break;
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
            const bool _540 = !done114;
            if (_540)
            {
                const bool _541 = simd_is_first();
                const uint4 _542 = prism_ballot(_541);
                const uint4 _543 = uint4(simd_broadcast_first(_115));
                const uint4 _544 = _542 & wave_match12;
                const bool4 _545 = _544 != uint4(0u);
                const bool _546 = bool(any(_545));
                const bool _547 = !_541;
                const bool _548 = _546 && _547;
                const uint4 _550 = multi_prefix90 | _543;
                const uint4 _551 = _548 ? _550 : multi_prefix90;
                multi_prefix37 = _551;
                done49 = _541;
            }
            else
            {
                multi_prefix37 = multi_prefix90;
                done49 = done114;
            }
            multi_prefix91 = multi_prefix37;
            done115 = done49;
        }
        const bool _555 = simd_all(done115);
        multi_prefix36 = multi_prefix91;
        done48 = done115;
        if (_555) break;
    }
    const uint4 _118 = _113 + multi_prefix91;
    OutU[_80] = _118;
    const uint _121 = gl_GlobalInvocationID.x;
    const uint4 _558 = prism_ballot(true);
    const uint4 _559 = wave_match12 & _558;
    multi_prefix38 = 0.0f;
    done50 = false;
    for (;;)
    {
        {
            const float multi_prefix92 = multi_prefix38;
            const bool done116 = done50;
            const bool _563 = !done116;
            if (_563)
            {
                const uint4 _564 = uint4(simd_broadcast_first(_559));
                const bool4 _565 = _559 == _564;
                const bool _566 = bool(all(_565));
                if (_566)
                {
                    const float _567 = simd_prefix_exclusive_sum(_16);
                    multi_prefix39 = _567;
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
        const bool _571 = simd_all(done118);
        multi_prefix38 = multi_prefix94;
        done50 = done118;
        if (_571) break;
    }
    const uint4 _574 = prism_ballot(true);
    const uint4 _575 = wave_match12 & _574;
    multi_prefix41 = 0.0f;
    done53 = false;
    for (;;)
    {
        {
            const float multi_prefix95 = multi_prefix41;
            const bool done119 = done53;
            const bool _579 = !done119;
            if (_579)
            {
                const uint4 _580 = uint4(simd_broadcast_first(_575));
                const bool4 _581 = _575 == _580;
                const bool _582 = bool(all(_581));
                if (_582)
                {
                    const float _583 = simd_prefix_exclusive_product(_16);
                    multi_prefix42 = _583;
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
        const bool _587 = simd_all(done121);
        multi_prefix41 = multi_prefix97;
        done53 = done121;
        if (_587) break;
    }
    const float2 _130 = float2(_16, 1.0f);
    const uint4 _590 = prism_ballot(true);
    const uint4 _591 = wave_match12 & _590;
    multi_prefix44 = float2(0.0f);
    done56 = false;
    for (;;)
    {
        {
            const float2 multi_prefix98 = multi_prefix44;
            const bool done122 = done56;
            const bool _595 = !done122;
            if (_595)
            {
                const uint4 _596 = uint4(simd_broadcast_first(_591));
                const bool4 _597 = _591 == _596;
                const bool _598 = bool(all(_597));
                if (_598)
                {
                    const float2 _599 = simd_prefix_exclusive_sum(_130);
                    multi_prefix45 = _599;
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
        const bool _603 = simd_all(done124);
        multi_prefix44 = multi_prefix100;
        done56 = done124;
        if (_603) break;
    }
    const float4 _133 = float4(multi_prefix94, multi_prefix97, multi_prefix100);
    const float4 _136 = float4(_16, 2.0f, 3.0f, _16);
    const uint4 _606 = prism_ballot(true);
    const uint4 _607 = wave_match12 & _606;
    multi_prefix47 = float4(0.0f);
    done59 = false;
    for (;;)
    {
        {
            const float4 multi_prefix101 = multi_prefix47;
            const bool done125 = done59;
            const bool _611 = !done125;
            if (_611)
            {
                const uint4 _612 = uint4(simd_broadcast_first(_607));
                const bool4 _613 = _607 == _612;
                const bool _614 = bool(all(_613));
                if (_614)
                {
                    const float4 _615 = simd_prefix_exclusive_product(_136);
                    multi_prefix48 = _615;
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
        const bool _619 = simd_all(done127);
        multi_prefix47 = multi_prefix103;
        done59 = done127;
        if (_619) break;
    }
    const float4 _139 = _133 + multi_prefix103;
    const float3 _143 = float3(_16, _16, _16);
    const uint4 _622 = prism_ballot(true);
    const uint4 _623 = wave_match12 & _622;
    multi_prefix50 = float3(0.0f);
    done62 = false;
    for (;;)
    {
        {
            const float3 multi_prefix104 = multi_prefix50;
            const bool done128 = done62;
            const bool _627 = !done128;
            if (_627)
            {
                const uint4 _628 = uint4(simd_broadcast_first(_623));
                const bool4 _629 = _623 == _628;
                const bool _630 = bool(all(_629));
                if (_630)
                {
                    const float3 _631 = simd_prefix_exclusive_sum(_143);
                    multi_prefix51 = _631;
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
        const bool _635 = simd_all(done130);
        multi_prefix50 = multi_prefix106;
        done62 = done130;
        if (_635) break;
    }
    const float4 _146 = multi_prefix106.xyzz;
    const float4 _147 = _139 + _146;
    OutF[_121] = _147;
    return;
}

