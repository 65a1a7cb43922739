// REJECT: metal_stdlib alone declares no ray tracing: <metal_raytracing> does
// EXPECT: (no member named 'raytracing'|undeclared|use of undeclared)
#include <metal_stdlib>
using namespace metal;
kernel void main0(raytracing::instance_acceleration_structure as [[buffer(0)]], device uint* o [[buffer(1)]])
{
    o[0] = 0u;
}
