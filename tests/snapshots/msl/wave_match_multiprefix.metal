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
    int multi_prefix;
    int multi_prefix0;
    int multi_prefix1;
    int4 multi_prefix2;
    uint multi_prefix3;
    uint multi_prefix4;
    uint multi_prefix5;
    uint2 multi_prefix6;
    uint4 multi_prefix7;
    uint4 _153;
    uint4 _160;
    uint4 _169;
    uint4 _177;
    uint4 _185;
    uint4 _195;
    int _205;
    int _215;
    int _231;
    int _247;
    int _263;
    int4 _273;
    int4 _289;
    uint _299;
    uint _309;
    uint _319;
    uint _335;
    uint _351;
    uint _367;
    uint2 _377;
    uint2 _393;
    uint4 _409;
    float _419;
    float _429;
    float2 _439;
    float4 _449;
    float3 _459;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 % 3u;
    const int _10 = int(_6);
    const int _11 = _10 - 1;
    const float _15 = float(_6);
    const float _16 = _15 * 0.5f;
    for (;;)
    {
        const uint _151 = simd_broadcast_first(_6);
        const bool _152 = _6 == _151;
        _153 = prism_ballot(_152);
        if (_152)
        {
            break;
        }
    }
    const uint _23 = gl_GlobalInvocationID.x;
    for (;;)
    {
        const int _158 = simd_broadcast_first(_11);
        const bool _159 = _11 == _158;
        _160 = prism_ballot(_159);
        if (_159)
        {
            break;
        }
    }
    const uint4 _28 = _153 ^ _160;
    for (;;)
    {
        const float _165 = simd_broadcast_first(_16);
        const uint _166 = as_type<uint>(_16);
        const uint _167 = as_type<uint>(_165);
        const bool _168 = _166 == _167;
        _169 = prism_ballot(_168);
        if (_168)
        {
            break;
        }
    }
    const uint4 _31 = _28 ^ _169;
    const uint2 _33 = uint2(_6, 1u);
    for (;;)
    {
        const uint2 _174 = uint2(simd_broadcast_first(_33));
        const bool2 _175 = _33 == _174;
        const bool _176 = bool(all(_175));
        _177 = prism_ballot(_176);
        if (_176)
        {
            break;
        }
    }
    const uint4 _35 = _31 ^ _177;
    const int3 _38 = int3(_11, 2, _11);
    for (;;)
    {
        const int3 _182 = int3(simd_broadcast_first(_38));
        const bool3 _183 = _38 == _182;
        const bool _184 = bool(all(_183));
        _185 = prism_ballot(_184);
        if (_184)
        {
            break;
        }
    }
    const uint4 _40 = _35 ^ _185;
    const float4 _43 = float4(_16, _16, 0.0f, 1.0f);
    for (;;)
    {
        const float4 _190 = simd_broadcast_first(_43);
        const uint4 _191 = as_type<uint4>(_43);
        const uint4 _192 = as_type<uint4>(_190);
        const bool4 _193 = _191 == _192;
        const bool _194 = bool(all(_193));
        _195 = prism_ballot(_194);
        if (_194)
        {
            break;
        }
    }
    const uint4 _45 = _40 ^ _195;
    OutM[_23] = _45;
    const uint _48 = gl_GlobalInvocationID.x;
    const uint4 _200 = prism_ballot(true);
    const uint4 _201 = _153 & _200;
    for (;;)
    {
        const uint4 _202 = uint4(simd_broadcast_first(_201));
        const bool4 _203 = _201 == _202;
        const bool _204 = bool(all(_203));
        if (_204)
        {
            _205 = simd_prefix_exclusive_sum(_11);
            break;
        }
    }
    const uint4 _210 = prism_ballot(true);
    const uint4 _211 = _153 & _210;
    for (;;)
    {
        const uint4 _212 = uint4(simd_broadcast_first(_211));
        const bool4 _213 = _211 == _212;
        const bool _214 = bool(all(_213));
        if (_214)
        {
            _215 = simd_prefix_exclusive_product(_11);
            break;
        }
    }
    multi_prefix = (-1);
    for (;;)
    {
        {
            const int multi_prefix8 = multi_prefix;
            const bool _221 = simd_is_first();
            const uint4 _222 = prism_ballot(_221);
            const int _223 = simd_broadcast_first(_11);
            const uint4 _224 = _222 & _153;
            const bool4 _225 = _224 != uint4(0u);
            const bool _226 = bool(any(_225));
            const bool _227 = !_221;
            const bool _228 = _226 && _227;
            const int _230 = multi_prefix8 & _223;
            _231 = _228 ? _230 : multi_prefix8;
            if (_221)
            {
                break;
            }
        }
        multi_prefix = _231;
    }
    multi_prefix0 = 0;
    for (;;)
    {
        {
            const int multi_prefix9 = multi_prefix0;
            const bool _237 = simd_is_first();
            const uint4 _238 = prism_ballot(_237);
            const int _239 = simd_broadcast_first(_11);
            const uint4 _240 = _238 & _153;
            const bool4 _241 = _240 != uint4(0u);
            const bool _242 = bool(any(_241));
            const bool _243 = !_237;
            const bool _244 = _242 && _243;
            const int _246 = multi_prefix9 | _239;
            _247 = _244 ? _246 : multi_prefix9;
            if (_237)
            {
                break;
            }
        }
        multi_prefix0 = _247;
    }
    multi_prefix1 = 0;
    for (;;)
    {
        {
            const int multi_prefix10 = multi_prefix1;
            const bool _253 = simd_is_first();
            const uint4 _254 = prism_ballot(_253);
            const int _255 = simd_broadcast_first(_11);
            const uint4 _256 = _254 & _153;
            const bool4 _257 = _256 != uint4(0u);
            const bool _258 = bool(any(_257));
            const bool _259 = !_253;
            const bool _260 = _258 && _259;
            const int _262 = multi_prefix10 ^ _255;
            _263 = _260 ? _262 : multi_prefix10;
            if (_253)
            {
                break;
            }
        }
        multi_prefix1 = _263;
    }
    const int _65 = _247 ^ _263;
    const int4 _66 = int4(_205, _215, _231, _65);
    const int4 _69 = int4(_11, _11, 1, 2);
    const uint4 _268 = prism_ballot(true);
    const uint4 _269 = _153 & _268;
    for (;;)
    {
        const uint4 _270 = uint4(simd_broadcast_first(_269));
        const bool4 _271 = _269 == _270;
        const bool _272 = bool(all(_271));
        if (_272)
        {
            _273 = int4(simd_prefix_exclusive_sum(_69));
            break;
        }
    }
    const int4 _72 = _66 + _273;
    const int4 _74 = int4(_11, 1, 2, 3);
    multi_prefix2 = int4(0);
    for (;;)
    {
        {
            const int4 multi_prefix11 = multi_prefix2;
            const bool _279 = simd_is_first();
            const uint4 _280 = prism_ballot(_279);
            const int4 _281 = int4(simd_broadcast_first(_74));
            const uint4 _282 = _280 & _153;
            const bool4 _283 = _282 != uint4(0u);
            const bool _284 = bool(any(_283));
            const bool _285 = !_279;
            const bool _286 = _284 && _285;
            const int4 _288 = multi_prefix11 ^ _281;
            _289 = _286 ? _288 : multi_prefix11;
            if (_279)
            {
                break;
            }
        }
        multi_prefix2 = _289;
    }
    const int4 _77 = _72 + _289;
    OutI[_48] = _77;
    const uint _80 = gl_GlobalInvocationID.x;
    const uint4 _294 = prism_ballot(true);
    const uint4 _295 = _153 & _294;
    for (;;)
    {
        const uint4 _296 = uint4(simd_broadcast_first(_295));
        const bool4 _297 = _295 == _296;
        const bool _298 = bool(all(_297));
        if (_298)
        {
            _299 = simd_prefix_exclusive_sum(_6);
            break;
        }
    }
    const uint4 _304 = prism_ballot(true);
    const uint4 _305 = _153 & _304;
    for (;;)
    {
        const uint4 _306 = uint4(simd_broadcast_first(_305));
        const bool4 _307 = _305 == _306;
        const bool _308 = bool(all(_307));
        if (_308)
        {
            _309 = simd_prefix_exclusive_product(_6);
            break;
        }
    }
    const bool _89 = _6 == 1u;
    const uint4 _314 = prism_ballot(true);
    const uint4 _315 = _153 & _314;
    for (;;)
    {
        const uint4 _316 = uint4(simd_broadcast_first(_315));
        const bool4 _317 = _315 == _316;
        const bool _318 = bool(all(_317));
        if (_318)
        {
            _319 = simd_prefix_exclusive_sum(uint(_89));
            break;
        }
    }
    multi_prefix3 = 4294967295u;
    for (;;)
    {
        {
            const uint multi_prefix12 = multi_prefix3;
            const bool _325 = simd_is_first();
            const uint4 _326 = prism_ballot(_325);
            const uint _327 = simd_broadcast_first(_6);
            const uint4 _328 = _326 & _153;
            const bool4 _329 = _328 != uint4(0u);
            const bool _330 = bool(any(_329));
            const bool _331 = !_325;
            const bool _332 = _330 && _331;
            const uint _334 = multi_prefix12 & _327;
            _335 = _332 ? _334 : multi_prefix12;
            if (_325)
            {
                break;
            }
        }
        multi_prefix3 = _335;
    }
    multi_prefix4 = 0u;
    for (;;)
    {
        {
            const uint multi_prefix13 = multi_prefix4;
            const bool _341 = simd_is_first();
            const uint4 _342 = prism_ballot(_341);
            const uint _343 = simd_broadcast_first(_6);
            const uint4 _344 = _342 & _153;
            const bool4 _345 = _344 != uint4(0u);
            const bool _346 = bool(any(_345));
            const bool _347 = !_341;
            const bool _348 = _346 && _347;
            const uint _350 = multi_prefix13 | _343;
            _351 = _348 ? _350 : multi_prefix13;
            if (_341)
            {
                break;
            }
        }
        multi_prefix4 = _351;
    }
    const uint _98 = _335 | _351;
    multi_prefix5 = 0u;
    for (;;)
    {
        {
            const uint multi_prefix14 = multi_prefix5;
            const bool _357 = simd_is_first();
            const uint4 _358 = prism_ballot(_357);
            const uint _359 = simd_broadcast_first(_6);
            const uint4 _360 = _358 & _153;
            const bool4 _361 = _360 != uint4(0u);
            const bool _362 = bool(any(_361));
            const bool _363 = !_357;
            const bool _364 = _362 && _363;
            const uint _366 = multi_prefix14 ^ _359;
            _367 = _364 ? _366 : multi_prefix14;
            if (_357)
            {
                break;
            }
        }
        multi_prefix5 = _367;
    }
    const uint _102 = _98 | _367;
    const uint4 _103 = uint4(_299, _309, _319, _102);
    const uint2 _105 = uint2(_6, 2u);
    const uint4 _372 = prism_ballot(true);
    const uint4 _373 = _153 & _372;
    for (;;)
    {
        const uint4 _374 = uint4(simd_broadcast_first(_373));
        const bool4 _375 = _373 == _374;
        const bool _376 = bool(all(_375));
        if (_376)
        {
            _377 = uint2(simd_prefix_exclusive_product(_105));
            break;
        }
    }
    const uint2 _109 = uint2(_6, 7u);
    multi_prefix6 = uint2(4294967295u, 4294967295u);
    for (;;)
    {
        {
            const uint2 multi_prefix15 = multi_prefix6;
            const bool _383 = simd_is_first();
            const uint4 _384 = prism_ballot(_383);
            const uint2 _385 = uint2(simd_broadcast_first(_109));
            const uint4 _386 = _384 & _153;
            const bool4 _387 = _386 != uint4(0u);
            const bool _388 = bool(any(_387));
            const bool _389 = !_383;
            const bool _390 = _388 && _389;
            const uint2 _392 = multi_prefix15 & _385;
            _393 = _390 ? _392 : multi_prefix15;
            if (_383)
            {
                break;
            }
        }
        multi_prefix6 = _393;
    }
    const uint4 _112 = uint4(_377, _393);
    const uint4 _113 = _103 + _112;
    const uint4 _115 = uint4(_6, 1u, 2u, 3u);
    multi_prefix7 = uint4(0u);
    for (;;)
    {
        {
            const uint4 multi_prefix16 = multi_prefix7;
            const bool _399 = simd_is_first();
            const uint4 _400 = prism_ballot(_399);
            const uint4 _401 = uint4(simd_broadcast_first(_115));
            const uint4 _402 = _400 & _153;
            const bool4 _403 = _402 != uint4(0u);
            const bool _404 = bool(any(_403));
            const bool _405 = !_399;
            const bool _406 = _404 && _405;
            const uint4 _408 = multi_prefix16 | _401;
            _409 = _406 ? _408 : multi_prefix16;
            if (_399)
            {
                break;
            }
        }
        multi_prefix7 = _409;
    }
    const uint4 _118 = _113 + _409;
    OutU[_80] = _118;
    const uint _121 = gl_GlobalInvocationID.x;
    const uint4 _414 = prism_ballot(true);
    const uint4 _415 = _153 & _414;
    for (;;)
    {
        const uint4 _416 = uint4(simd_broadcast_first(_415));
        const bool4 _417 = _415 == _416;
        const bool _418 = bool(all(_417));
        if (_418)
        {
            _419 = simd_prefix_exclusive_sum(_16);
            break;
        }
    }
    const uint4 _424 = prism_ballot(true);
    const uint4 _425 = _153 & _424;
    for (;;)
    {
        const uint4 _426 = uint4(simd_broadcast_first(_425));
        const bool4 _427 = _425 == _426;
        const bool _428 = bool(all(_427));
        if (_428)
        {
            _429 = simd_prefix_exclusive_product(_16);
            break;
        }
    }
    const float2 _130 = float2(_16, 1.0f);
    const uint4 _434 = prism_ballot(true);
    const uint4 _435 = _153 & _434;
    for (;;)
    {
        const uint4 _436 = uint4(simd_broadcast_first(_435));
        const bool4 _437 = _435 == _436;
        const bool _438 = bool(all(_437));
        if (_438)
        {
            _439 = simd_prefix_exclusive_sum(_130);
            break;
        }
    }
    const float4 _133 = float4(_419, _429, _439);
    const float4 _136 = float4(_16, 2.0f, 3.0f, _16);
    const uint4 _444 = prism_ballot(true);
    const uint4 _445 = _153 & _444;
    for (;;)
    {
        const uint4 _446 = uint4(simd_broadcast_first(_445));
        const bool4 _447 = _445 == _446;
        const bool _448 = bool(all(_447));
        if (_448)
        {
            _449 = simd_prefix_exclusive_product(_136);
            break;
        }
    }
    const float4 _139 = _133 + _449;
    const float3 _143 = float3(_16, _16, _16);
    const uint4 _454 = prism_ballot(true);
    const uint4 _455 = _153 & _454;
    for (;;)
    {
        const uint4 _456 = uint4(simd_broadcast_first(_455));
        const bool4 _457 = _455 == _456;
        const bool _458 = bool(all(_457));
        if (_458)
        {
            _459 = simd_prefix_exclusive_sum(_143);
            break;
        }
    }
    const float4 _146 = _459.xyzz;
    const float4 _147 = _139 + _146;
    OutF[_121] = _147;
    return;
}

