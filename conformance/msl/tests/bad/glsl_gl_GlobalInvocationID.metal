// REJECT: gl_GlobalInvocationID is GLSL, Metal takes [[thread_position_in_grid]]
// EXPECT: undeclared identifier 'gl_GlobalInvocationID'
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    data[gl_GlobalInvocationID.x] = 1.0;
}
