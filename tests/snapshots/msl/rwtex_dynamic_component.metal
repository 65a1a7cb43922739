#include <metal_stdlib>
using namespace metal;

kernel void main0(
    texture2d<float, access::read_write> Color [[texture(0)]],
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _2 = gl_GlobalInvocationID.x;
    const uint2 _5 = uint2(_2, 0u);
    const uint _7 = _2 % 4u;
    const float4 _9 = Color.read(uint2(_5));
    float4 _10 = _9;
    _10[_7] = 5.0f;
    Color.write(_10, uint2(_5));
    const uint2 _14 = uint2(_2, 1u);
    const uint _16 = _2 % 4u;
    const float _19 = Out[_2];
    const float4 _21 = Color.read(uint2(_14));
    const float _22 = _21[_16];
    const float _23 = _22 + _19;
    const float4 _25 = Color.read(uint2(_14));
    float4 _26 = _25;
    _26[_16] = _23;
    Color.write(_26, uint2(_14));
    const uint2 _32 = uint2(_2, 2u);
    const float4 _34 = Color.read(uint2(_32));
    const uint _36 = 3u - _2;
    const float _37 = _34[_36];
    Out[_2] = _37;
    return;
}

