#include <metal_stdlib>
using namespace metal;

struct type_Params
{
    uint Lane;
};

kernel void main0(
    device int4* OutI [[buffer(0)]],
    device uint4* OutU [[buffer(1)]],
    device float4* OutF [[buffer(2)]],
    device uint* OutB [[buffer(3)]],
    constant type_Params& Params [[buffer(4)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    bool or0;
    bool or1;
    bool or2;
    uint cond;
    uint cond0;
    uint cond1;
    uint cond2;
    const uint _5 = Params.Lane;
    const uint _6 = _5 & 3u;
    const uint _10 = gl_GlobalInvocationID.x;
    const int _11 = int(_10);
    const int _12 = _11 - 7;
    const uint _16 = gl_GlobalInvocationID.x;
    const uint _17 = _16 * 3u;
    const uint _21 = gl_GlobalInvocationID.x;
    const float _22 = float(_21);
    const float _23 = _22 * 0.25f;
    const uint _27 = gl_GlobalInvocationID.x;
    const uint _28 = _27 & 2u;
    const bool _29 = _28 != 0u;
    const uint _32 = gl_GlobalInvocationID.x;
    const int _35 = quad_shuffle_xor(_12, 1u);
    const int _37 = quad_shuffle_xor(_12, 2u);
    const int _38 = _35 + _37;
    const int _40 = quad_shuffle_xor(_12, 3u);
    const int _41 = _38 + _40;
    const int _43 = quad_broadcast(_12, 1u);
    const int _44 = _41 + _43;
    const int _47 = quad_broadcast(_12, _6);
    const int _48 = _44 + _47;
    const int4 _49 = int4(_48);
    const int _52 = -_12;
    const int2 _53 = int2(_12, _52);
    const int2 _54 = quad_shuffle_xor(_53, 1u);
    const int _57 = -_12;
    const int2 _58 = int2(_12, _57);
    const int2 _59 = quad_shuffle_xor(_58, 2u);
    const int2 _60 = _54 + _59;
    const int _63 = -_12;
    const int2 _64 = int2(_12, _63);
    const int2 _65 = quad_shuffle_xor(_64, 3u);
    const int2 _66 = _60 + _65;
    const int _69 = -_12;
    const int2 _70 = int2(_12, _69);
    const int2 _71 = int2(quad_broadcast(_70, 1u));
    const int2 _72 = _66 + _71;
    const int _75 = -_12;
    const int2 _76 = int2(_12, _75);
    const int2 _78 = int2(quad_broadcast(_76, _6));
    const int2 _79 = _72 + _78;
    const int _81 = quad_shuffle_xor(_12, 1u);
    const int _83 = quad_shuffle_xor(_12, 2u);
    const int _84 = _81 + _83;
    const int _86 = quad_shuffle_xor(_12, 3u);
    const int _87 = _84 + _86;
    const int _89 = quad_broadcast(_12, 1u);
    const int _90 = _87 + _89;
    const int _93 = quad_broadcast(_12, _6);
    const int _94 = _90 + _93;
    const int4 _95 = int4(_79, _94, 0);
    const int4 _96 = _49 + _95;
    const int3 _98 = int3(_12, 1, 2);
    const int3 _99 = quad_shuffle_xor(_98, 1u);
    const int3 _101 = int3(_12, 1, 2);
    const int3 _102 = quad_shuffle_xor(_101, 2u);
    const int3 _103 = _99 + _102;
    const int3 _105 = int3(_12, 1, 2);
    const int3 _106 = quad_shuffle_xor(_105, 3u);
    const int3 _107 = _103 + _106;
    const int3 _109 = int3(_12, 1, 2);
    const int3 _110 = int3(quad_broadcast(_109, 1u));
    const int3 _111 = _107 + _110;
    const int3 _113 = int3(_12, 1, 2);
    const int3 _115 = int3(quad_broadcast(_113, _6));
    const int3 _116 = _111 + _115;
    const int4 _117 = int4(_116, 0);
    const int4 _118 = _96 + _117;
    const int4 _122 = int4(_12, _12, 3, (-3));
    const int4 _123 = quad_shuffle_xor(_122, 1u);
    const int4 _127 = int4(_12, _12, 3, (-3));
    const int4 _128 = quad_shuffle_xor(_127, 2u);
    const int4 _129 = _123 + _128;
    const int4 _133 = int4(_12, _12, 3, (-3));
    const int4 _134 = quad_shuffle_xor(_133, 3u);
    const int4 _135 = _129 + _134;
    const int4 _139 = int4(_12, _12, 3, (-3));
    const int4 _140 = int4(quad_broadcast(_139, 1u));
    const int4 _141 = _135 + _140;
    const int4 _145 = int4(_12, _12, 3, (-3));
    const int4 _147 = int4(quad_broadcast(_145, _6));
    const int4 _148 = _141 + _147;
    const int4 _149 = _118 + _148;
    OutI[_32] = _149;
    const uint _152 = gl_GlobalInvocationID.x;
    const uint _155 = quad_shuffle_xor(_17, 1u);
    const uint _157 = quad_shuffle_xor(_17, 2u);
    const uint _158 = _155 + _157;
    const uint _160 = quad_shuffle_xor(_17, 3u);
    const uint _161 = _158 + _160;
    const uint _163 = quad_broadcast(_17, 1u);
    const uint _164 = _161 + _163;
    const uint _167 = quad_broadcast(_17, _6);
    const uint _168 = _164 + _167;
    const uint4 _169 = uint4(_168);
    const uint2 _171 = uint2(_17, 5u);
    const uint2 _172 = quad_shuffle_xor(_171, 1u);
    const uint2 _174 = uint2(_17, 5u);
    const uint2 _175 = quad_shuffle_xor(_174, 2u);
    const uint2 _176 = _172 + _175;
    const uint2 _178 = uint2(_17, 5u);
    const uint2 _179 = quad_shuffle_xor(_178, 3u);
    const uint2 _180 = _176 + _179;
    const uint2 _182 = uint2(_17, 5u);
    const uint2 _183 = uint2(quad_broadcast(_182, 1u));
    const uint2 _184 = _180 + _183;
    const uint2 _186 = uint2(_17, 5u);
    const uint2 _188 = uint2(quad_broadcast(_186, _6));
    const uint2 _189 = _184 + _188;
    const uint4 _190 = uint4(_189, 0u, 0u);
    const uint4 _191 = _169 + _190;
    const uint3 _194 = uint3(_17, _17, 9u);
    const uint3 _195 = quad_shuffle_xor(_194, 1u);
    const uint3 _198 = uint3(_17, _17, 9u);
    const uint3 _199 = quad_shuffle_xor(_198, 2u);
    const uint3 _200 = _195 + _199;
    const uint3 _203 = uint3(_17, _17, 9u);
    const uint3 _204 = quad_shuffle_xor(_203, 3u);
    const uint3 _205 = _200 + _204;
    const uint3 _208 = uint3(_17, _17, 9u);
    const uint3 _209 = uint3(quad_broadcast(_208, 1u));
    const uint3 _210 = _205 + _209;
    const uint3 _213 = uint3(_17, _17, 9u);
    const uint3 _215 = uint3(quad_broadcast(_213, _6));
    const uint3 _216 = _210 + _215;
    const uint4 _217 = uint4(_216, 0u);
    const uint4 _218 = _191 + _217;
    const uint4 _220 = uint4(_17, 1u, 2u, 3u);
    const uint4 _221 = quad_shuffle_xor(_220, 1u);
    const uint4 _223 = uint4(_17, 1u, 2u, 3u);
    const uint4 _224 = quad_shuffle_xor(_223, 2u);
    const uint4 _225 = _221 + _224;
    const uint4 _227 = uint4(_17, 1u, 2u, 3u);
    const uint4 _228 = quad_shuffle_xor(_227, 3u);
    const uint4 _229 = _225 + _228;
    const uint4 _231 = uint4(_17, 1u, 2u, 3u);
    const uint4 _232 = uint4(quad_broadcast(_231, 1u));
    const uint4 _233 = _229 + _232;
    const uint4 _235 = uint4(_17, 1u, 2u, 3u);
    const uint4 _237 = uint4(quad_broadcast(_235, _6));
    const uint4 _238 = _233 + _237;
    const uint4 _239 = _218 + _238;
    OutU[_152] = _239;
    const uint _242 = gl_GlobalInvocationID.x;
    const float _245 = quad_shuffle_xor(_23, 1u);
    const float _247 = quad_shuffle_xor(_23, 2u);
    const float _248 = _245 + _247;
    const float _250 = quad_shuffle_xor(_23, 3u);
    const float _251 = _248 + _250;
    const float _253 = quad_broadcast(_23, 1u);
    const float _254 = _251 + _253;
    const float _257 = quad_broadcast(_23, _6);
    const float _258 = _254 + _257;
    const float4 _259 = float4(_258);
    const float2 _261 = float2(_23, 1.5f);
    const float2 _262 = quad_shuffle_xor(_261, 1u);
    const float2 _264 = float2(_23, 1.5f);
    const float2 _265 = quad_shuffle_xor(_264, 2u);
    const float2 _266 = _262 + _265;
    const float2 _268 = float2(_23, 1.5f);
    const float2 _269 = quad_shuffle_xor(_268, 3u);
    const float2 _270 = _266 + _269;
    const float2 _272 = float2(_23, 1.5f);
    const float2 _273 = quad_broadcast(_272, 1u);
    const float2 _274 = _270 + _273;
    const float2 _276 = float2(_23, 1.5f);
    const float2 _278 = quad_broadcast(_276, _6);
    const float2 _279 = _274 + _278;
    const float4 _280 = float4(_279, 0.0f, 0.0f);
    const float4 _281 = _259 + _280;
    const float _284 = -_23;
    const float3 _285 = float3(_23, _284, 0.5f);
    const float3 _286 = quad_shuffle_xor(_285, 1u);
    const float _289 = -_23;
    const float3 _290 = float3(_23, _289, 0.5f);
    const float3 _291 = quad_shuffle_xor(_290, 2u);
    const float3 _292 = _286 + _291;
    const float _295 = -_23;
    const float3 _296 = float3(_23, _295, 0.5f);
    const float3 _297 = quad_shuffle_xor(_296, 3u);
    const float3 _298 = _292 + _297;
    const float _301 = -_23;
    const float3 _302 = float3(_23, _301, 0.5f);
    const float3 _303 = quad_broadcast(_302, 1u);
    const float3 _304 = _298 + _303;
    const float _307 = -_23;
    const float3 _308 = float3(_23, _307, 0.5f);
    const float3 _310 = quad_broadcast(_308, _6);
    const float3 _311 = _304 + _310;
    const float4 _312 = float4(_311, 0.0f);
    const float4 _313 = _281 + _312;
    const float4 _316 = float4(_23, _23, 1.0f, 2.0f);
    const float4 _317 = quad_shuffle_xor(_316, 1u);
    const float4 _320 = float4(_23, _23, 1.0f, 2.0f);
    const float4 _321 = quad_shuffle_xor(_320, 2u);
    const float4 _322 = _317 + _321;
    const float4 _325 = float4(_23, _23, 1.0f, 2.0f);
    const float4 _326 = quad_shuffle_xor(_325, 3u);
    const float4 _327 = _322 + _326;
    const float4 _330 = float4(_23, _23, 1.0f, 2.0f);
    const float4 _331 = quad_broadcast(_330, 1u);
    const float4 _332 = _327 + _331;
    const float4 _335 = float4(_23, _23, 1.0f, 2.0f);
    const float4 _337 = quad_broadcast(_335, _6);
    const float4 _338 = _332 + _337;
    const float4 _339 = _313 + _338;
    OutF[_242] = _339;
    const bool _344 = !_29;
    const bool2 _345 = bool2(_29, _344);
    const bool2 _346 = bool2(quad_shuffle_xor(uint2(_345), 1u));
    const bool2 _348 = bool2(_29, true);
    const bool2 _350 = bool2(quad_broadcast(uint2(_348), _6));
    const bool2 _351 = _346 || _350;
    const bool _358 = bool(quad_shuffle_xor(uint(_29), 2u));
    if (_358)
    {
        or0 = _358;
    }
    else
    {
        const bool _361 = bool(quad_shuffle_xor(uint(_29), 3u));
        or0 = _361;
    }
    const bool or3 = or0;
    if (or3)
    {
        or1 = or3;
    }
    else
    {
        const bool _366 = bool(quad_broadcast(uint(_29), 3u));
        or1 = _366;
    }
    const bool or4 = or1;
    if (or4)
    {
        or2 = or4;
    }
    else
    {
        const bool _372 = bool(quad_broadcast(uint(_29), _6));
        or2 = _372;
    }
    const bool or5 = or2;
    const uint _377 = gl_GlobalInvocationID.x;
    const bool _380 = bool(quad_shuffle_xor(uint(_29), 1u));
    const bool _381 = _29 || _380;
    const bool _382 = bool(quad_shuffle_xor(uint(_29), 2u));
    const bool _383 = _381 || _382;
    const bool _384 = bool(quad_shuffle_xor(uint(_29), 3u));
    const bool _385 = _383 || _384;
    if (_385)
    {
        cond = 1u;
    }
    else
    {
        cond = 0u;
    }
    const uint cond3 = cond;
    const bool _391 = bool(quad_shuffle_xor(uint(_29), 1u));
    const bool _392 = _29 && _391;
    const bool _393 = bool(quad_shuffle_xor(uint(_29), 2u));
    const bool _394 = _392 && _393;
    const bool _395 = bool(quad_shuffle_xor(uint(_29), 3u));
    const bool _396 = _394 && _395;
    if (_396)
    {
        cond0 = 2u;
    }
    else
    {
        cond0 = 0u;
    }
    const uint cond4 = cond0;
    const uint _401 = cond3 | cond4;
    if (or5)
    {
        cond1 = 4u;
    }
    else
    {
        cond1 = 0u;
    }
    const uint cond5 = cond1;
    const uint _407 = _401 | cond5;
    const bool _409 = bool(all(_351));
    if (_409)
    {
        cond2 = 8u;
    }
    else
    {
        cond2 = 0u;
    }
    const uint cond6 = cond2;
    const uint _414 = _407 | cond6;
    OutB[_377] = _414;
    return;
}

