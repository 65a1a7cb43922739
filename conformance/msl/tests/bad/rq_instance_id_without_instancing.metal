// REJECT: instance ids exist on instancing queries only
// EXPECT: needs an intersection_query<instancing
#include <metal_stdlib>
#include <metal_raytracing>
using namespace metal;
kernel void main0(raytracing::primitive_acceleration_structure as [[buffer(0)]], device uint* o [[buffer(1)]])
{
    raytracing::intersection_query<raytracing::triangle_data> q;
    q.reset(raytracing::ray(float3(0.0f), float3(0.0f, 0.0f, 1.0f)), as);
    o[0] = q.get_committed_instance_id();
}
