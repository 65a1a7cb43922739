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
    const CSInput _4 = CSInput{gl_GlobalInvocationID, gl_WorkGroupID, gl_LocalInvocationIndex};
    input = _4;
    const uint3 _7 = input.dispatch;
    const uint _8 = _7.x;
    const uint3 _11 = input.group;
    const uint _12 = _11.x;
    const uint _13 = _12 * 1000u;
    const uint _15 = input.index;
    const uint _16 = _13 + _15;
    Out[_8] = _16;
    return;
}

