// REJECT: int4 to float4 needs an explicit conversion in Metal
// EXPECT: cannot initialize a variable of type .*float4
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    int4 i = int4(gid.x);
    float4 v = i;
    data[gid.x] = v.x;
}
