// REJECT: intersection_query takes ray tracing tags only
// EXPECT: intersection_query tags are
#include <metal_stdlib>
#include <metal_raytracing>
using namespace metal;
kernel void main0(device uint* o [[buffer(0)]])
{
    raytracing::intersection_query<raytracing::instancing, float> q;
    o[0] = uint(q.next());
}
