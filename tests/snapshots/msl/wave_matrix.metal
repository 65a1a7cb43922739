#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float3x2* F [[buffer(0)]],
    device int4* I [[buffer(1)]],
    device uint* Equal [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    int2 r[2];
    bool3 eq[2];
    uint cond;
    uint cond0;
    const uint _5 = gl_GlobalInvocationID.x;
    const float2x3 _7 = transpose(F[_5]);
    const uint _10 = gl_GlobalInvocationID.x;
    const float3 _13 = _7[0];
    const float3 _14 = simd_sum(_13);
    const float3 _15 = _7[1];
    const float3 _16 = simd_sum(_15);
    const float2x3 _17 = float2x3(_14, _16);
    const float3 _19 = _7[0];
    const float3 _20 = simd_prefix_exclusive_product(_19);
    const float3 _21 = _7[1];
    const float3 _22 = simd_prefix_exclusive_product(_21);
    const float2x3 _23 = float2x3(_20, _22);
    const float3 _24 = _23[0];
    const float3 _25 = _17[0];
    const float3 _26 = _25 + _24;
    const float3 _27 = _23[1];
    const float3 _28 = _17[1];
    const float3 _29 = _28 + _27;
    const float2x3 _30 = float2x3(_26, _29);
    const float3 _32 = _7[0];
    const float3 _33 = simd_shuffle(_32, 1u);
    const float3 _34 = _7[1];
    const float3 _35 = simd_shuffle(_34, 1u);
    const float2x3 _36 = float2x3(_33, _35);
    const float3 _37 = _36[0];
    const float3 _38 = _30[0];
    const float3 _39 = _38 + _37;
    const float3 _40 = _36[1];
    const float3 _41 = _30[1];
    const float3 _42 = _41 + _40;
    const float2x3 _43 = float2x3(_39, _42);
    const float3 _45 = _7[0];
    const float3 _46 = simd_broadcast_first(_45);
    const float3 _47 = _7[1];
    const float3 _48 = simd_broadcast_first(_47);
    const float2x3 _49 = float2x3(_46, _48);
    const float3 _50 = _49[0];
    const float3 _51 = _43[0];
    const float3 _52 = _51 + _50;
    const float3 _53 = _49[1];
    const float3 _54 = _43[1];
    const float3 _55 = _54 + _53;
    const float2x3 _56 = float2x3(_52, _55);
    const float3 _58 = _7[0];
    const float3 _59 = quad_shuffle_xor(_58, 1u);
    const float3 _60 = _7[1];
    const float3 _61 = quad_shuffle_xor(_60, 1u);
    const float2x3 _62 = float2x3(_59, _61);
    const float3 _63 = _62[0];
    const float3 _64 = _56[0];
    const float3 _65 = _64 + _63;
    const float3 _66 = _62[1];
    const float3 _67 = _56[1];
    const float3 _68 = _67 + _66;
    const float2x3 _69 = float2x3(_65, _68);
    const float3 _71 = _7[0];
    const float3 _72 = simd_max(_71);
    const float3 _73 = _7[1];
    const float3 _74 = simd_max(_73);
    const float2x3 _75 = float2x3(_72, _74);
    const float3 _76 = _75[0];
    const float3 _77 = _69[0];
    const float3 _78 = _77 + _76;
    const float3 _79 = _75[1];
    const float3 _80 = _69[1];
    const float3 _81 = _80 + _79;
    const float2x3 _82 = float2x3(_78, _81);
    F[_10] = transpose(_82);
    const uint _86 = gl_GlobalInvocationID.x;
    const int4 _88 = I[_86];
    const int _89 = _88.x;
    const int _90 = _88.y;
    const int _91 = _88.z;
    const int _92 = _88.w;
    const int2 _93 = int2(_89, _90);
    const int2 _94 = int2(_91, _92);
    int2 _95[2];
    _95[0] = _93;
    _95[1] = _94;
    const int2 _99 = _95[0];
    const int2 _100 = int2(simd_or(_99));
    const int2 _101 = _95[1];
    const int2 _102 = int2(simd_or(_101));
    int2 _103[2];
    _103[0] = _100;
    _103[1] = _102;
    const int2 _105 = _95[0];
    const int2 _106 = int2(simd_min(_105));
    const int2 _107 = _95[1];
    const int2 _108 = int2(simd_min(_107));
    int2 _109[2];
    _109[0] = _106;
    _109[1] = _108;
    const int2 _110 = _109[0];
    const int2 _111 = _103[0];
    const int2 _112 = _111 + _110;
    const int2 _113 = _109[1];
    const int2 _114 = _103[1];
    const int2 _115 = _114 + _113;
    int2 _116[2];
    _116[0] = _112;
    _116[1] = _115;
    const int2 _118 = _95[0];
    const int2 _119 = int2(quad_broadcast(_118, 2u));
    const int2 _120 = _95[1];
    const int2 _121 = int2(quad_broadcast(_120, 2u));
    int2 _122[2];
    _122[0] = _119;
    _122[1] = _121;
    const int2 _123 = _122[0];
    const int2 _124 = _116[0];
    const int2 _125 = _124 + _123;
    const int2 _126 = _122[1];
    const int2 _127 = _116[1];
    const int2 _128 = _127 + _126;
    int2 _129[2];
    _129[0] = _125;
    _129[1] = _128;
    const int2 _131 = _95[0];
    const int2 _132 = quad_shuffle_xor(_131, 3u);
    const int2 _133 = _95[1];
    const int2 _134 = quad_shuffle_xor(_133, 3u);
    int2 _135[2];
    _135[0] = _132;
    _135[1] = _134;
    const int2 _136 = _135[0];
    const int2 _137 = _129[0];
    const int2 _138 = _137 + _136;
    const int2 _139 = _135[1];
    const int2 _140 = _129[1];
    const int2 _141 = _140 + _139;
    int2 _142[2];
    _142[0] = _138;
    _142[1] = _141;
    for (uint i = 0; i < 2; ++i)
    {
        r[i] = _142[i];
    }
    const uint _145 = gl_GlobalInvocationID.x;
    const int2 _148 = r[0];
    const int2 _150 = r[1];
    const int4 _151 = int4(_148, _150);
    I[_145] = _151;
    const float3 _155 = _7[0];
    const bool3 _156 = bool3(simd_all(_155.x == simd_broadcast_first(_155.x)), simd_all(_155.y == simd_broadcast_first(_155.y)), simd_all(_155.z == simd_broadcast_first(_155.z)));
    const float3 _157 = _7[1];
    const bool3 _158 = bool3(simd_all(_157.x == simd_broadcast_first(_157.x)), simd_all(_157.y == simd_broadcast_first(_157.y)), simd_all(_157.z == simd_broadcast_first(_157.z)));
    bool3 _159[2];
    _159[0] = _156;
    _159[1] = _158;
    for (uint i0 = 0; i0 < 2; ++i0)
    {
        eq[i0] = _159[i0];
    }
    const uint _162 = gl_GlobalInvocationID.x;
    const bool3 _165 = eq[0];
    const bool _166 = bool(all(_165));
    if (_166)
    {
        cond = 1u;
    }
    else
    {
        cond = 0u;
    }
    const uint cond1 = cond;
    const bool3 _172 = eq[1];
    const bool _173 = bool(all(_172));
    if (_173)
    {
        cond0 = 2u;
    }
    else
    {
        cond0 = 0u;
    }
    const uint cond2 = cond0;
    const uint _178 = cond1 | cond2;
    Equal[_162] = _178;
    return;
}

