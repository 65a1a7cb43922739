// REJECT: a call to a function nobody declared
// EXPECT: undeclared identifier 'lerp'
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    data[gid.x] = lerp(0.0, 1.0, data[gid.x]);
}
