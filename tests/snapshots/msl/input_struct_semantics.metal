#include <metal_stdlib>
using namespace metal;

struct CSInput
{
    uint3 dispatch;
    uint3 group;
    uint index;
};

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint3 gl_WorkGroupID [[threadgroup_position_in_grid]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    CSInput input;
    input.dispatch = gl_GlobalInvocationID;
    input.group = gl_WorkGroupID;
    input.index = gl_LocalInvocationIndex;
    const uint3 _11 = input.dispatch;
    const uint _12 = _11.x;
    const uint3 _15 = input.group;
    const uint _16 = _15.x;
    const uint _17 = _16 * 1000u;
    const uint _19 = input.index;
    const uint _20 = _17 + _19;
    Out[_12] = _20;
    return;
}

