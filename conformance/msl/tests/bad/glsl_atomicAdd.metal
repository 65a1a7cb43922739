// REJECT: atomicAdd is GLSL/WGSL, Metal says atomic_fetch_add_explicit
// EXPECT: undeclared identifier 'atomicAdd'
#include <metal_stdlib>
using namespace metal;

kernel void main0(device atomic_uint* counts [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    atomicAdd(&counts[0], 1u);
}
