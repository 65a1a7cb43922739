#include <metal_stdlib>
using namespace metal;

uint mix_bits(uint v)
{
    const uint _6 = v >> 3u;
    const uint _7 = v ^ _6;
    const uint _8 = _7 * 2654435769u;
    return _8;
}

kernel void fill(
    device uint* Out [[buffer(0)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    threadgroup uint Tile[64];
    const uint _9 = gl_GlobalInvocationID.x;
    const uint _10 = mix_bits(_9);
    Tile[gl_LocalInvocationIndex] = _10;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _14 = gl_GlobalInvocationID.x;
    const uint _17 = 63u - gl_LocalInvocationIndex;
    const uint _19 = Tile[_17];
    Out[_14] = _19;
    return;
}

kernel void reduce(
    device uint* Out [[buffer(0)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]],
    uint3 gl_WorkGroupID [[threadgroup_position_in_grid]])
{
    threadgroup uint Tile[64];
    const uint _10 = gl_WorkGroupID.x;
    const uint _11 = gl_LocalInvocationIndex + _10;
    const uint _12 = mix_bits(_11);
    Tile[gl_LocalInvocationIndex] = _12;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const bool _16 = gl_LocalInvocationIndex == 0u;
    if (_16)
    {
        const uint _18 = gl_WorkGroupID.x;
        const uint _22 = Tile[gl_LocalInvocationIndex];
        const uint _23 = simd_sum(_22);
        Out[_18] = _23;
    }
    return;
}

