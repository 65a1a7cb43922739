// REJECT: buffer indices are 0-30
// EXPECT: \[\[buffer\(31\)\]\]: index out of range
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(31)]],
                  uint3 gid [[thread_position_in_grid]])
{
    data[gid.x] = 1.0;
}
