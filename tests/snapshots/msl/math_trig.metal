#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 * 0.0500000007f;
    const float _12 = -_7;
    const float _14 = _7 * 0.5f;
    const float4 _15 = float4(_7, _12, _14, 0.25f);
    const float4 _19 = sin(_15);
    const float4 _21 = cos(_15);
    const float4 _22 = _19 + _21;
    const float4 _24 = _15 * float4(0.5f, 0.5f, 0.5f, 0.5f);
    const float4 _25 = tan(_24);
    const float4 _26 = _22 + _25;
    const float4 _29 = clamp(_15, float4(0.0f, 0.0f, 0.0f, 0.0f), float4(1.0f, 1.0f, 1.0f, 1.0f));
    const float4 _30 = asin(_29);
    const float4 _32 = clamp(_15, float4(0.0f, 0.0f, 0.0f, 0.0f), float4(1.0f, 1.0f, 1.0f, 1.0f));
    const float4 _33 = acos(_32);
    const float4 _34 = _30 + _33;
    const float4 _36 = atan(_15);
    const float4 _37 = _34 + _36;
    const float4 _39 = _26 + _37;
    const float4 _43 = _15.wzyx;
    const float4 _44 = _43 + float4(1.0f, 1.0f, 1.0f, 1.0f);
    const float4 _45 = atan2(_15, _44);
    const float4 _47 = _39 + _45;
    const float4 _50 = _15 * float4(0.100000001f, 0.100000001f, 0.100000001f, 0.100000001f);
    const float4 _51 = sinh(_50);
    const float4 _53 = _15 * float4(0.100000001f, 0.100000001f, 0.100000001f, 0.100000001f);
    const float4 _54 = cosh(_53);
    const float4 _55 = _51 + _54;
    const float4 _57 = tanh(_15);
    const float4 _58 = _55 + _57;
    const float4 _60 = _47 + _58;
    const float _65 = sin(_7);
    const float _67 = cos(_7);
    const float _71 = _65 * _67;
    const float _73 = _7 * float(57.295779513082320877);
    const float _74 = _71 + _73;
    const float _76 = _7 * 57.0f;
    const float _77 = _76 * float(0.0174532925199432958);
    const float _78 = _74 + _77;
    const float _80 = _60.x;
    const float _81 = _80 + _78;
    float4 _83 = _60;
    _83.x = _81;
    const uint _86 = gl_GlobalInvocationID.x;
    Out[_86] = _83;
    return;
}

