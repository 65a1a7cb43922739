#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup float Tile[32];
    float lights[16];
    const float _9 = float(gl_LocalInvocationIndex);
    Tile[gl_LocalInvocationIndex] = _9;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _15 = gl_LocalInvocationIndex + 1u;
    const uint _16 = _15 % 8u;
    const float _18 = Tile[_16];
    lights[0] = _18;
    const uint _21 = gl_GlobalInvocationID.x;
    const float _24 = lights[0];
    const float _25 = _24 + 2.0f;
    const float _26 = _25 + 4.0f;
    Out[_21] = _26;
    return;
}

