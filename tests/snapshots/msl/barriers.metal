#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup uint sData[64];
    const uint _9 = gl_GlobalInvocationID.x;
    sData[gl_LocalInvocationIndex] = _9;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _15 = 63u - gl_LocalInvocationIndex;
    const uint _17 = sData[_15];
    const uint _20 = gl_GlobalInvocationID.x;
    Out[_20] = _17;
    threadgroup_barrier(mem_flags::mem_device);
    threadgroup_barrier(mem_flags::mem_device);
    const uint _28 = gl_GlobalInvocationID.x;
    const uint _29 = _28 ^ 1u;
    const uint _31 = Out[_29];
    sData[gl_LocalInvocationIndex] = _31;
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
    const uint _40 = gl_GlobalInvocationID.x;
    const uint _43 = gl_LocalInvocationIndex + 1u;
    const uint _44 = _43 & 63u;
    const uint _46 = sData[_44];
    const uint _48 = _46 + _17;
    Out[_40] = _48;
    return;
}

