#include <metal_stdlib>
using namespace metal;

kernel void main0(
    const device float4* In [[buffer(0)]],
    device float4* Out [[buffer(1)]],
    device float4* OutH [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float4 _7 = In[_5];
    const float _11 = _7.x;
    const float _12 = abs(_11);
    const float _13 = _11 / _12;
    const float _17 = _7.x;
    const float _19 = _7.y;
    const float _20 = _19 * _17;
    const float _21 = 2.0f * _20;
    const float _22 = _21 * _19;
    const float _23 = _17 - _22;
    const float _27 = _7.x;
    const float _29 = _7.y;
    const float _31 = _7.z;
    const float _32 = _29 * _27;
    const float _33 = _32 * _32;
    const float _34 = 1.0f - _33;
    const float _35 = _31 * _31;
    const float _36 = _35 * _34;
    const float _37 = 1.0f - _36;
    const float _38 = max(_37, 0.0f);
    const float _39 = sqrt(_38);
    const float _40 = _31 * _32;
    const float _41 = _40 + _39;
    const float _42 = _41 * _29;
    const float _43 = _31 * _27;
    const float _44 = _43 - _42;
    const bool _45 = _37 < 0.0f;
    const float _46 = _45 ? 0.0f : _44;
    const float _50 = _7.x;
    const float _52 = _7.y;
    const float _54 = _7.w;
    const float _55 = _54 * _52;
    const bool _56 = _55 < 0.0f;
    const float _57 = -_50;
    const float _58 = _56 ? _50 : _57;
    const uint _61 = gl_GlobalInvocationID.x;
    const float4 _67 = float4(_13, _23, _46, _58);
    Out[_61] = _67;
    const float _71 = _7.x;
    const float _75 = _7.y;
    const uint _78 = gl_GlobalInvocationID.x;
    const float _81 = abs(_71);
    const float _82 = _71 / _81;
    const float _85 = _75 * _71;
    const float _86 = 2.0f * _85;
    const float _87 = _86 * _75;
    const float _88 = _71 - _87;
    const float _91 = _75 * _71;
    const float _92 = _91 * _91;
    const float _93 = 1.0f - _92;
    const float _95 = 0.25f * _93;
    const float _96 = 1.0f - _95;
    const float _97 = max(_96, 0.0f);
    const float _98 = sqrt(_97);
    const float _99 = 0.5f * _91;
    const float _100 = _99 + _98;
    const float _101 = _100 * _75;
    const float _102 = 0.5f * _71;
    const float _103 = _102 - _101;
    const bool _104 = _96 < 0.0f;
    const float _105 = _104 ? 0.0f : _103;
    const float _109 = _71 * _75;
    const bool _110 = _109 < 0.0f;
    const float _111 = -_71;
    const float _112 = _110 ? _71 : _111;
    const float4 _113 = float4(_82, _88, _105, _112);
    OutH[_78] = _113;
    return;
}

