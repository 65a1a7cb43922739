// REJECT: sampler indices are 0-15
// EXPECT: \[\[sampler\(16\)\]\]: index out of range
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]],
                  sampler s [[sampler(16)]])
{
    data[gid.x] = 1.0;
}
