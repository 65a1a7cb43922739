// REJECT: inversesqrt is GLSL, Metal says rsqrt
// EXPECT: undeclared identifier 'inversesqrt'
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    data[gid.x] = inversesqrt(data[gid.x]);
}
