// REJECT: barrier() is GLSL, Metal says threadgroup_barrier(mem_flags::...)
// EXPECT: undeclared identifier 'barrier'
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    barrier();
    data[gid.x] = 1.0;
}
