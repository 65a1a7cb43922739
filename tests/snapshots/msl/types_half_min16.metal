#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float* Out [[buffer(0)]],
    device int* OutI [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 * 0.5f;
    const float _11 = float(_7);
    const float _12 = _11 + 1.0f;
    const float _17 = _12 * 2.0f;
    const float2 _18 = float2(_12, _17);
    const uint _22 = gl_GlobalInvocationID.x;
    const int _23 = int(_22);
    const int _24 = _23 - 4;
    const uint _28 = gl_GlobalInvocationID.x;
    const uint _29 = uint(_28);
    const uint _30 = _29 * 3u;
    const uint _33 = gl_GlobalInvocationID.x;
    const float _36 = _18.x;
    const float _38 = _18.y;
    const float _39 = _36 + _38;
    const float _40 = float(_39);
    const float _42 = _40 + _7;
    Out[_33] = _42;
    const uint _45 = gl_GlobalInvocationID.x;
    const int _48 = int(_24);
    const int _50 = int(_30);
    const int _51 = _48 + _50;
    OutI[_45] = _51;
    return;
}

