// REJECT: a ray starts at a float3 origin: a float2 does not convert to one
// EXPECT: (no matching constructor|no viable|candidate constructor)
#include <metal_stdlib>
#include <metal_raytracing>
using namespace metal;
kernel void main0(raytracing::instance_acceleration_structure as [[buffer(0)]], device uint* o [[buffer(1)]])
{
    raytracing::intersection_query<raytracing::instancing> q;
    q.reset(raytracing::ray(float2(0.0f), float3(1.0f), 2.0f), as, 255u);
    o[0] = uint(q.next());
}
