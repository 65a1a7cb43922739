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
    const float4 _31 = clamp(_16, float4((-1.0f), (-1.0f), (-1.0f), (-1.0f)), float4(1.0f, 1.0f, 1.0f, 1.0f));
    const float4 _33 = clamp(_16, float4(0.0f, 0.0f, 0.0f, 0.0f), float4(1.0f, 1.0f, 1.0f, 1.0f));
    const float4 _34 = _31 + _33;
    const float4 _36 = _28 + _34;
    const float4 _40 = _16.wzyx;
    const float4 _41 = mix(_16, _40, float4(0.25f, 0.25f, 0.25f, 0.25f));
    const float4 _43 = fma(_16, float4(2.0f, 2.0f, 2.0f, 2.0f), float4(1.0f, 1.0f, 1.0f, 1.0f));
    const float4 _44 = _41 + _43;
    const float4 _46 = _36 + _44;
    const float4 _49 = sign(_16);
    const int4 _50 = int4(_49);
    const float4 _51 = float4(_50);
    const float4 _53 = step(float4(0.0f, 0.0f, 0.0f, 0.0f), _16);
    const float4 _54 = _51 + _53;
    const float4 _56 = smoothstep(float4((-1.0f), (-1.0f), (-1.0f), (-1.0f)), float4(1.0f, 1.0f, 1.0f, 1.0f), _16);
    const float4 _57 = _54 + _56;
    const float4 _59 = _46 + _57;
    const uint _63 = gl_GlobalInvocationID.x;
    const int _64 = int(_63);
    const int _65 = _64 - 32;
    const uint _69 = gl_GlobalInvocationID.x;
    const int _73 = abs(_65);
    const int _75 = min(_65, 3);
    const int _77 = max(_65, (-3));
    const int _79 = clamp(_65, (-5), 5);
    const int4 _80 = int4(_73, _75, _77, _79);
    const int _83 = int(int(_65 > int(0)) - int(_65 < int(0)));
    const uint _85 = min(_69, 9u);
    const int _86 = int(_85);
    const uint _88 = max(_69, 30u);
    const int _89 = int(_88);
    const uint _91 = clamp(_69, 4u, 40u);
    const int _92 = int(_91);
    const int4 _93 = int4(_83, _86, _89, _92);
    const int4 _95 = _80 + _93;
    const float _98 = sign(_8);
    const int _99 = int(_98);
    const int _101 = _65 * 2;
    const int _102 = _101 + 1;
    const int4 _103 = int4(_99, _102, 0, 0);
    const int4 _105 = _95 + _103;
    const uint _108 = gl_GlobalInvocationID.x;
    Out[_108] = _59;
    const uint _113 = gl_GlobalInvocationID.x;
    OutI[_113] = _105;
    return;
}

