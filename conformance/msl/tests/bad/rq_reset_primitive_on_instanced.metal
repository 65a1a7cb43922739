// REJECT: an instancing query traverses an instance acceleration structure, not a primitive one
// EXPECT: of the query's own instancing
#include <metal_stdlib>
#include <metal_raytracing>
using namespace metal;
kernel void main0(raytracing::primitive_acceleration_structure as [[buffer(0)]], device uint* o [[buffer(1)]])
{
    raytracing::intersection_query<raytracing::instancing> q;
    q.reset(raytracing::ray(float3(0.0f), float3(0.0f, 0.0f, 1.0f)), as);
    o[0] = uint(q.next());
}
