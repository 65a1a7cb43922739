// REJECT: [[position]] is a fragment input, not a kernel one
// EXPECT: \[\[position\]\] is not valid in a kernel
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]],
                  float4 pos [[position]])
{
    data[gid.x] = pos.x;
}
