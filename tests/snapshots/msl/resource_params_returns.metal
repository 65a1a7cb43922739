#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device atomic_uint* A [[buffer(0)]],
    device uint* B [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    constant uint* prism_buffer_sizes [[buffer(2)]])
{
    const uint _6 = gl_GlobalInvocationID.x;
    B[_6] = 2u;
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _13 = B[_11];
    const uint _14 = _13 + 1u;
    B[_11] = _14;
    const uint _22 = gl_GlobalInvocationID.x;
    const uint _24 = B[_22];
    const uint _25 = _24 + 7u;
    B[_22] = _25;
    const uint _31 = gl_GlobalInvocationID.x;
    const uint _79 = prism_buffer_sizes[0] / 4u;
    const uint _94 = 4u + _31;
    atomic_store_explicit(&A[_94], _79, memory_order_relaxed);
    const uint _44 = atomic_fetch_add_explicit(&A[0], 1u, memory_order_relaxed);
    return;
}

