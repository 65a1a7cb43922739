#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device int4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 * (-1.75f);
    const int _11 = int(_7);
    const float _15 = abs(_7);
    const uint _16 = uint(_15);
    const bool _20 = _11 != 0;
    const int _24 = _20 ? 1 : 0;
    const bool _26 = _16 != 0u;
    const int _27 = _26 ? 1 : 0;
    const int _28 = _24 + _27;
    const float _33 = -_7;
    const float4 _34 = float4(_7, _33, 0.5f, (-0.5f));
    const int4 _38 = int4(_34);
    const uint _44 = uint(_11);
    const float _45 = float(_44);
    const uint _48 = gl_GlobalInvocationID.x;
    const int _53 = int(_16);
    const int _56 = int(_45);
    const int4 _57 = int4(_11, _53, _28, _56);
    const int4 _58 = _38 + _57;
    const int4 _62 = _58 + int4(2, 3, 0, 0);
    Out[_48] = _62;
    return;
}

