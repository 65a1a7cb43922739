#include <metal_stdlib>
using namespace metal;

kernel void Fill(
    texture2d<float, access::write> Generated [[texture(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint2 _2 = gl_GlobalInvocationID.xy;
    const uint _6 = _2.x;
    const float _7 = float(_6);
    const float _8 = _7 / 4.0f;
    const uint _10 = _2.y;
    const float _11 = float(_10);
    const float _12 = _11 / 4.0f;
    const uint _14 = _2.x;
    const uint _16 = _2.y;
    const uint _17 = _14 + _16;
    const float _18 = float(_17);
    const float _19 = _18 / 8.0f;
    const float4 _20 = float4(_8, _12, _19, 1.0f);
    Generated.write(_20, uint2(_2));
    return;
}

