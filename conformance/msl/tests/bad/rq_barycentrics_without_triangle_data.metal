// REJECT: barycentrics are triangle data: the query needs the triangle_data tag
// EXPECT: needs an intersection_query<triangle_data
#include <metal_stdlib>
#include <metal_raytracing>
using namespace metal;
kernel void main0(raytracing::instance_acceleration_structure as [[buffer(0)]], device float* o [[buffer(1)]])
{
    raytracing::intersection_query<raytracing::instancing> q;
    q.reset(raytracing::ray(float3(0.0f), float3(0.0f, 0.0f, 1.0f)), as, 255u);
    o[0] = q.get_committed_triangle_barycentric_coord().x;
}
