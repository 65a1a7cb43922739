// REJECT: each intersection_params setter takes its own enum class
// EXPECT: cannot initialize a parameter of type 'triangle_cull_mode'
#include <metal_stdlib>
#include <metal_raytracing>
using namespace metal;
kernel void main0(raytracing::instance_acceleration_structure as [[buffer(0)]], device uint* o [[buffer(1)]])
{
    raytracing::intersection_params p;
    p.set_triangle_cull_mode(raytracing::opacity_cull_mode::opaque);
    raytracing::intersection_query<raytracing::instancing> q;
    q.reset(raytracing::ray(float3(0.0f), float3(0.0f, 0.0f, 1.0f)), as, 255u, p);
    o[0] = uint(q.next());
}
