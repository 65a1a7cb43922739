// REJECT: two parameters with [[buffer(0)]]
// EXPECT: \[\[buffer\(0\)\]\] used twice
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* a [[buffer(0)]],
                  device float* b [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    a[gid.x] = b[gid.x];
}
