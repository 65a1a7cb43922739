#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint2* Out [[buffer(0)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]],
    uint3 gl_WorkGroupID [[threadgroup_position_in_grid]],
    uint gl_SubgroupID [[simdgroup_index_in_threadgroup]],
    uint gl_NumSubgroups [[simdgroups_per_threadgroup]],
    uint gl_SubgroupSize [[threads_per_simdgroup]])
{
    const uint _13 = gl_WorkGroupID.x;
    const uint _14 = _13 * 128u;
    const uint _16 = _14 + gl_LocalInvocationIndex;
    const uint _21 = gl_NumSubgroups * gl_SubgroupSize;
    const uint2 _22 = uint2(gl_SubgroupID, _21);
    Out[_16] = _22;
    return;
}

