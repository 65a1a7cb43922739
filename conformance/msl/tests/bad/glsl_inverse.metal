// REJECT: Metal has no inverse() for matrices
// EXPECT: undeclared identifier 'inverse'
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float4x4* m [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    m[gid.x] = inverse(m[gid.x]);
}
