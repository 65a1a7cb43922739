#include <metal_stdlib>
using namespace metal;

kernel void main0(
    uint3 gl_NumWorkGroups [[threadgroups_per_grid]],
    uint3 gl_WorkGroupID [[threadgroup_position_in_grid]],
    device uint* U [[buffer(0)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    const uint _9 = gl_NumWorkGroups.x;
    const uint _10 = _9 * 100u;
    const uint _12 = gl_WorkGroupID.x;
    const uint _13 = _10 + _12;
    const uint _15 = gl_WorkGroupID.y;
    const uint _16 = _13 + _15;
    U[gl_LocalInvocationIndex] = _16;
    return;
}

