// REJECT: a ray mask selects instances: only an instancing query takes one
// EXPECT: with a mask takes an instance acceleration structure
#include <metal_stdlib>
#include <metal_raytracing>
using namespace metal;
kernel void main0(raytracing::primitive_acceleration_structure as [[buffer(0)]], device uint* o [[buffer(1)]])
{
    raytracing::intersection_query<raytracing::triangle_data> q;
    q.reset(raytracing::ray(float3(0.0f), float3(0.0f, 0.0f, 1.0f)), as, 255u);
    o[0] = uint(q.next());
}
