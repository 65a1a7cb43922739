// REJECT: every entry parameter needs an attribute
// EXPECT: needs exactly one attribute
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]],
                  uint n)
{
    data[gid.x] = float(n);
}
