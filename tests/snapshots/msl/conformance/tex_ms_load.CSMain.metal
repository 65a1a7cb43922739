#include <metal_stdlib>
using namespace metal;

kernel void CSMain(
    texture2d_ms<float, access::read> MS [[texture(0)]],
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _2 = gl_GlobalInvocationID.x;
    const uint _6 = _2 % 4u;
    const int _7 = int(_6);
    const uint _9 = _2 / 4u;
    const int _10 = int(_9);
    const int2 _11 = int2(_7, _10);
    const uint2 _17 = uint2(MS.get_width(), MS.get_height());
    const uint _18 = _17.x;
    const uint _20 = _17.y;
    const uint _22 = MS.get_num_samples();
    const uint _25 = _2 * 4u;
    const uint _26 = _25 + 0u;
    const float4 _30 = MS.read(uint2(_11), uint(0));
    Out[_26] = _30;
    const uint _33 = _2 * 4u;
    const uint _34 = _33 + 1u;
    const float4 _38 = MS.read(uint2(_11), uint(3));
    Out[_34] = _38;
    const uint _41 = _2 * 4u;
    const uint _42 = _41 + 2u;
    const int2 _46 = int2(min(_11, int2(2, 2)));
    const float4 _47 = MS.read(uint2(_46 + int2(1, 1)), uint(1));
    Out[_42] = _47;
    const uint _50 = _2 * 4u;
    const uint _51 = _50 + 3u;
    const float _54 = float(_18);
    const float _56 = float(_20);
    const float _58 = float(_22);
    const float4 _59 = float4(_54, _56, _58, 0.0f);
    Out[_51] = _59;
    return;
}

