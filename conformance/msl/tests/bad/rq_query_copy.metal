// REJECT: an intersection query is one traversal: it cannot be copied
// EXPECT: (deleted|call to implicitly-deleted|copy constructor)
#include <metal_stdlib>
#include <metal_raytracing>
using namespace metal;
kernel void main0(raytracing::instance_acceleration_structure as [[buffer(0)]], device uint* o [[buffer(1)]])
{
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> q;
    q.reset(raytracing::ray(float3(0.0f), float3(0.0f, 0.0f, 1.0f)), as, 255u);
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> r = q;
    o[0] = uint(r.next());
}
