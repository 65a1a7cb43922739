#include <metal_stdlib>
using namespace metal;

float GroupSum(float v, uint gi, threadgroup float (&sWaveSums)[32], uint gl_SubgroupSize)
{
    float cond;
    const float _8 = simd_sum(v);
    const uint _13 = gi / gl_SubgroupSize;
    const bool _15 = simd_is_first();
    if (_15)
    {
        sWaveSums[_13] = _8;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _23 = 256u + gl_SubgroupSize;
    const uint _24 = _23 - 1u;
    const uint _26 = _24 / gl_SubgroupSize;
    const bool _31 = gi < _26;
    if (_31)
    {
        const float _35 = sWaveSums[gi];
        cond = _35;
    }
    else
    {
        cond = 0.0f;
    }
    const float cond0 = cond;
    const float _41 = simd_sum(cond0);
    return _41;
}

kernel void CSMain(
    const device float* Input [[buffer(0)]],
    device float* GroupSums [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint3 gl_WorkGroupID [[threadgroup_position_in_grid]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]],
    uint gl_SubgroupSize [[threads_per_simdgroup]])
{
    threadgroup float sWaveSums[32];
    const uint _11 = gl_GlobalInvocationID.x;
    const float _13 = Input[_11];
    const float _15 = GroupSum(_13, gl_LocalInvocationIndex, sWaveSums, gl_SubgroupSize);
    const bool _18 = gl_LocalInvocationIndex == 0u;
    if (_18)
    {
        const uint _20 = gl_WorkGroupID.x;
        GroupSums[_20] = _15;
    }
    return;
}

