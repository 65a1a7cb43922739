// REJECT: an acceleration structure is passed by value in the buffer table
// EXPECT: acceleration structure is passed by value
#include <metal_stdlib>
#include <metal_raytracing>
using namespace metal;
kernel void main0(device raytracing::instance_acceleration_structure& as [[buffer(0)]], device uint* o [[buffer(1)]])
{
    o[0] = 0u;
}
