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
    const int4 _121 = int4(_12, _12, 3, (-3));
    const int4 _122 = quad_shuffle_xor(_121, 1u);
    const int4 _125 = int4(_12, _12, 3, (-3));
    const int4 _126 = quad_shuffle_xor(_125, 2u);
    const int4 _127 = _122 + _126;
    const int4 _130 = int4(_12, _12, 3, (-3));
    const int4 _131 = quad_shuffle_xor(_130, 3u);
    const int4 _132 = _127 + _131;
    const int4 _135 = int4(_12, _12, 3, (-3));
    const int4 _136 = int4(quad_broadcast(_135, 1u));
    const int4 _137 = _132 + _136;
    const int4 _140 = int4(_12, _12, 3, (-3));
    const int4 _142 = int4(quad_broadcast(_140, _6));
    const int4 _143 = _137 + _142;
    const int4 _144 = _118 + _143;
    OutI[_32] = _144;
    const uint _147 = gl_GlobalInvocationID.x;
    const uint _150 = quad_shuffle_xor(_17, 1u);
    const uint _152 = quad_shuffle_xor(_17, 2u);
    const uint _153 = _150 + _152;
    const uint _155 = quad_shuffle_xor(_17, 3u);
    const uint _156 = _153 + _155;
    const uint _158 = quad_broadcast(_17, 1u);
    const uint _159 = _156 + _158;
    const uint _162 = quad_broadcast(_17, _6);
    const uint _163 = _159 + _162;
    const uint4 _164 = uint4(_163);
    const uint2 _166 = uint2(_17, 5u);
    const uint2 _167 = quad_shuffle_xor(_166, 1u);
    const uint2 _169 = uint2(_17, 5u);
    const uint2 _170 = quad_shuffle_xor(_169, 2u);
    const uint2 _171 = _167 + _170;
    const uint2 _173 = uint2(_17, 5u);
    const uint2 _174 = quad_shuffle_xor(_173, 3u);
    const uint2 _175 = _171 + _174;
    const uint2 _177 = uint2(_17, 5u);
    const uint2 _178 = uint2(quad_broadcast(_177, 1u));
    const uint2 _179 = _175 + _178;
    const uint2 _181 = uint2(_17, 5u);
    const uint2 _183 = uint2(quad_broadcast(_181, _6));
    const uint2 _184 = _179 + _183;
    const uint4 _185 = uint4(_184, 0u, 0u);
    const uint4 _186 = _164 + _185;
    const uint3 _189 = uint3(_17, _17, 9u);
    const uint3 _190 = quad_shuffle_xor(_189, 1u);
    const uint3 _193 = uint3(_17, _17, 9u);
    const uint3 _194 = quad_shuffle_xor(_193, 2u);
    const uint3 _195 = _190 + _194;
    const uint3 _198 = uint3(_17, _17, 9u);
    const uint3 _199 = quad_shuffle_xor(_198, 3u);
    const uint3 _200 = _195 + _199;
    const uint3 _203 = uint3(_17, _17, 9u);
    const uint3 _204 = uint3(quad_broadcast(_203, 1u));
    const uint3 _205 = _200 + _204;
    const uint3 _208 = uint3(_17, _17, 9u);
    const uint3 _210 = uint3(quad_broadcast(_208, _6));
    const uint3 _211 = _205 + _210;
    const uint4 _212 = uint4(_211, 0u);
    const uint4 _213 = _186 + _212;
    const uint4 _215 = uint4(_17, 1u, 2u, 3u);
    const uint4 _216 = quad_shuffle_xor(_215, 1u);
    const uint4 _218 = uint4(_17, 1u, 2u, 3u);
    const uint4 _219 = quad_shuffle_xor(_218, 2u);
    const uint4 _220 = _216 + _219;
    const uint4 _222 = uint4(_17, 1u, 2u, 3u);
    const uint4 _223 = quad_shuffle_xor(_222, 3u);
    const uint4 _224 = _220 + _223;
    const uint4 _226 = uint4(_17, 1u, 2u, 3u);
    const uint4 _227 = uint4(quad_broadcast(_226, 1u));
    const uint4 _228 = _224 + _227;
    const uint4 _230 = uint4(_17, 1u, 2u, 3u);
    const uint4 _232 = uint4(quad_broadcast(_230, _6));
    const uint4 _233 = _228 + _232;
    const uint4 _234 = _213 + _233;
    OutU[_147] = _234;
    const uint _237 = gl_GlobalInvocationID.x;
    const float _240 = quad_shuffle_xor(_23, 1u);
    const float _242 = quad_shuffle_xor(_23, 2u);
    const float _243 = _240 + _242;
    const float _245 = quad_shuffle_xor(_23, 3u);
    const float _246 = _243 + _245;
    const float _248 = quad_broadcast(_23, 1u);
    const float _249 = _246 + _248;
    const float _252 = quad_broadcast(_23, _6);
    const float _253 = _249 + _252;
    const float4 _254 = float4(_253);
    const float2 _256 = float2(_23, 1.5f);
    const float2 _257 = quad_shuffle_xor(_256, 1u);
    const float2 _259 = float2(_23, 1.5f);
    const float2 _260 = quad_shuffle_xor(_259, 2u);
    const float2 _261 = _257 + _260;
    const float2 _263 = float2(_23, 1.5f);
    const float2 _264 = quad_shuffle_xor(_263, 3u);
    const float2 _265 = _261 + _264;
    const float2 _267 = float2(_23, 1.5f);
    const float2 _268 = quad_broadcast(_267, 1u);
    const float2 _269 = _265 + _268;
    const float2 _271 = float2(_23, 1.5f);
    const float2 _273 = quad_broadcast(_271, _6);
    const float2 _274 = _269 + _273;
    const float4 _275 = float4(_274, 0.0f, 0.0f);
    const float4 _276 = _254 + _275;
    const float _279 = -_23;
    const float3 _280 = float3(_23, _279, 0.5f);
    const float3 _281 = quad_shuffle_xor(_280, 1u);
    const float _284 = -_23;
    const float3 _285 = float3(_23, _284, 0.5f);
    const float3 _286 = quad_shuffle_xor(_285, 2u);
    const float3 _287 = _281 + _286;
    const float _290 = -_23;
    const float3 _291 = float3(_23, _290, 0.5f);
    const float3 _292 = quad_shuffle_xor(_291, 3u);
    const float3 _293 = _287 + _292;
    const float _296 = -_23;
    const float3 _297 = float3(_23, _296, 0.5f);
    const float3 _298 = quad_broadcast(_297, 1u);
    const float3 _299 = _293 + _298;
    const float _302 = -_23;
    const float3 _303 = float3(_23, _302, 0.5f);
    const float3 _305 = quad_broadcast(_303, _6);
    const float3 _306 = _299 + _305;
    const float4 _307 = float4(_306, 0.0f);
    const float4 _308 = _276 + _307;
    const float4 _311 = float4(_23, _23, 1.0f, 2.0f);
    const float4 _312 = quad_shuffle_xor(_311, 1u);
    const float4 _315 = float4(_23, _23, 1.0f, 2.0f);
    const float4 _316 = quad_shuffle_xor(_315, 2u);
    const float4 _317 = _312 + _316;
    const float4 _320 = float4(_23, _23, 1.0f, 2.0f);
    const float4 _321 = quad_shuffle_xor(_320, 3u);
    const float4 _322 = _317 + _321;
    const float4 _325 = float4(_23, _23, 1.0f, 2.0f);
    const float4 _326 = quad_broadcast(_325, 1u);
    const float4 _327 = _322 + _326;
    const float4 _330 = float4(_23, _23, 1.0f, 2.0f);
    const float4 _332 = quad_broadcast(_330, _6);
    const float4 _333 = _327 + _332;
    const float4 _334 = _308 + _333;
    OutF[_237] = _334;
    const bool _339 = !_29;
    const bool2 _340 = bool2(_29, _339);
    const bool2 _341 = bool2(quad_shuffle_xor(uint2(_340), 1u));
    const bool2 _343 = bool2(_29, true);
    const bool2 _345 = bool2(quad_broadcast(uint2(_343), _6));
    const bool2 _346 = _341 || _345;
    const bool _353 = bool(quad_shuffle_xor(uint(_29), 2u));
    if (_353)
    {
        or0 = _353;
    }
    else
    {
        const bool _356 = bool(quad_shuffle_xor(uint(_29), 3u));
        or0 = _356;
    }
    const bool or3 = or0;
    if (or3)
    {
        or1 = or3;
    }
    else
    {
        const bool _361 = bool(quad_broadcast(uint(_29), 3u));
        or1 = _361;
    }
    const bool or4 = or1;
    if (or4)
    {
        or2 = or4;
    }
    else
    {
        const bool _367 = bool(quad_broadcast(uint(_29), _6));
        or2 = _367;
    }
    const bool or5 = or2;
    const uint _372 = gl_GlobalInvocationID.x;
    const bool _375 = bool(quad_shuffle_xor(uint(_29), 1u));
    const bool _376 = _29 || _375;
    const bool _377 = bool(quad_shuffle_xor(uint(_29), 2u));
    const bool _378 = _376 || _377;
    const bool _379 = bool(quad_shuffle_xor(uint(_29), 3u));
    const bool _380 = _378 || _379;
    if (_380)
    {
        cond = 1u;
    }
    else
    {
        cond = 0u;
    }
    const uint cond3 = cond;
    const bool _386 = bool(quad_shuffle_xor(uint(_29), 1u));
    const bool _387 = _29 && _386;
    const bool _388 = bool(quad_shuffle_xor(uint(_29), 2u));
    const bool _389 = _387 && _388;
    const bool _390 = bool(quad_shuffle_xor(uint(_29), 3u));
    const bool _391 = _389 && _390;
    if (_391)
    {
        cond0 = 2u;
    }
    else
    {
        cond0 = 0u;
    }
    const uint cond4 = cond0;
    const uint _396 = cond3 | cond4;
    if (or5)
    {
        cond1 = 4u;
    }
    else
    {
        cond1 = 0u;
    }
    const uint cond5 = cond1;
    const uint _402 = _396 | cond5;
    const bool _404 = bool(all(_346));
    if (_404)
    {
        cond2 = 8u;
    }
    else
    {
        cond2 = 0u;
    }
    const uint cond6 = cond2;
    const uint _409 = _402 | cond6;
    OutB[_372] = _409;
    return;
}

