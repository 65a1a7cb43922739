#include <metal_stdlib>
using namespace metal;

kernel void main0(
    array<texture_buffer<uint, access::read_write>, 2> Counts [[texture(0)]],
    array<texture2d<float, access::write>, 2> Images [[texture(2)]],
    array<texture_buffer<float, access::read>, 3> Weights [[texture(4)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 & 1u;
    const uint _10 = gl_GlobalInvocationID.x;
    const uint _11 = _10 % 3u;
    const uint _14 = gl_GlobalInvocationID.x;
    const float4 _16 = Weights[_11].read(uint(_14));
    const float _17 = _16.x;
    const uint _22 = gl_GlobalInvocationID.x;
    const uint _24 = uint(_17);
    const uint _26 = gl_GlobalInvocationID.x;
    const uint _27 = _24 + _26;
    const uint4 _28 = uint4(_27, 0u, 0u, 0u);
    Counts[_6].write(_28, uint(_22));
    const uint2 _34 = gl_GlobalInvocationID.xy;
    const float4 _36 = float4(_17, 0.0f, 0.0f, 1.0f);
    Images[_6].write(_36, uint2(_34));
    return;
}

