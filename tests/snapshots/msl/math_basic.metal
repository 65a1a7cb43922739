#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    device int4* OutI [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 * 0.100000001f;
    const float _8 = _7 - 3.0f;
    const float _13 = -_8;
    const float _15 = _8 * 0.5f;
    const float4 _16 = float4(_8, _13, _15, 2.0f);
    const float4 _20 = abs(_16);
    const float4 _22 = min(_16, float4(1.0f, 1.0f, 1.0f, 1.0f));
    const float4 _23 = _20 + _22;
    const float4 _26 = _16.yxwz;
    const float4 _27 = max(_16, _26);
    const float4 _28 = _23 + _27;
    const float4 _33 = clamp(_16, float4((-1.0f), (-1.0f), (-1.0f), (-1.0f)), float4(1.0f, 1.0f, 1.0f, 1.0f));
    const float4 _35 = clamp(_16, float4(0.0f, 0.0f, 0.0f, 0.0f), float4(1.0f, 1.0f, 1.0f, 1.0f));
    const float4 _36 = _33 + _35;
    const float4 _38 = _28 + _36;
    const float4 _42 = _16.wzyx;
    const float4 _43 = mix(_16, _42, float4(0.25f, 0.25f, 0.25f, 0.25f));
    const float4 _45 = fma(_16, float4(2.0f, 2.0f, 2.0f, 2.0f), float4(1.0f, 1.0f, 1.0f, 1.0f));
    const float4 _46 = _43 + _45;
    const float4 _48 = _38 + _46;
    const float4 _51 = sign(_16);
    const int4 _52 = int4(_51);
    const float4 _53 = float4(_52);
    const float4 _55 = step(float4(0.0f, 0.0f, 0.0f, 0.0f), _16);
    const float4 _56 = _53 + _55;
    const float4 _60 = smoothstep(float4((-1.0f), (-1.0f), (-1.0f), (-1.0f)), float4(1.0f, 1.0f, 1.0f, 1.0f), _16);
    const float4 _61 = _56 + _60;
    const float4 _63 = _48 + _61;
    const uint _67 = gl_GlobalInvocationID.x;
    const int _68 = int(_67);
    const int _69 = _68 - 32;
    const uint _73 = gl_GlobalInvocationID.x;
    const int _77 = abs(_69);
    const int _79 = min(_69, 3);
    const int _82 = max(_69, (-3));
    const int _85 = clamp(_69, (-5), 5);
    const int4 _86 = int4(_77, _79, _82, _85);
    const int _89 = int(int(_69 > int(0)) - int(_69 < int(0)));
    const uint _91 = min(_73, 9u);
    const int _92 = int(_91);
    const uint _94 = max(_73, 30u);
    const int _95 = int(_94);
    const uint _97 = clamp(_73, 4u, 40u);
    const int _98 = int(_97);
    const int4 _99 = int4(_89, _92, _95, _98);
    const int4 _101 = _86 + _99;
    const float _104 = sign(_8);
    const int _105 = int(_104);
    const int _107 = _69 * 2;
    const int _108 = _107 + 1;
    const int4 _109 = int4(_105, _108, 0, 0);
    const int4 _111 = _101 + _109;
    const uint _114 = gl_GlobalInvocationID.x;
    Out[_114] = _63;
    const uint _119 = gl_GlobalInvocationID.x;
    OutI[_119] = _111;
    return;
}

