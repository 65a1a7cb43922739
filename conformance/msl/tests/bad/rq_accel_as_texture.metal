// REJECT: an acceleration structure sits in the buffer table, not the texture table
// EXPECT: needs a texture type
#include <metal_stdlib>
#include <metal_raytracing>
using namespace metal;
kernel void main0(raytracing::instance_acceleration_structure as [[texture(0)]], device uint* o [[buffer(0)]])
{
    o[0] = 0u;
}
