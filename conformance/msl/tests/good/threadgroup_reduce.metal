// groupshared as a threadgroup array, barriers, a helper function taking a
// threadgroup pointer, a loop with the continuing code before the back edge.
#include <metal_stdlib>
using namespace metal;

static float sum_pair(threadgroup float* shared, uint a, uint b)
{
    return shared[a] + shared[b];
}

kernel void main0(const device float4* input [[buffer(0)]],
                  device float* output [[buffer(1)]],
                  uint3 gid [[thread_position_in_grid]],
                  uint lid [[thread_index_in_threadgroup]],
                  uint3 group [[threadgroup_position_in_grid]])
{
    threadgroup float shared[64];
    float4 v = input[gid.x];
    shared[lid] = dot(v, float4(1.0));
    threadgroup_barrier(mem_flags::mem_threadgroup);
    for (uint stride = 32u;;)
    {
        if (!(stride > 0u))
            break;
        if (lid < stride)
            shared[lid] = sum_pair(shared, lid, lid + stride);
        threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
        stride >>= 1u;
    }
    if (lid == 0u)
        output[group.x] = shared[0];
}
