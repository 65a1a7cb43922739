#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup float Shared[36];
    float local[2];
    uint i;
    uint i0;
    i = gl_LocalInvocationIndex;
    for (;;)
    {
        {
            i0 = i;
            const bool _10 = i0 < 36u;
            if (!_10)
            {
                break;
            }
            const float _15 = float(i0);
            Shared[i0] = _15;
        }
        const uint _18 = i0 + 8u;
        i = _18;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _24 = gl_LocalInvocationIndex + 4u;
    const uint _25 = _24 % 36u;
    const float _27 = Shared[_25];
    local[0] = _27;
    const uint _30 = gl_GlobalInvocationID.x;
    const float _33 = local[0];
    const float _34 = _33 + (-4.0f);
    Out[_30] = _34;
    return;
}

