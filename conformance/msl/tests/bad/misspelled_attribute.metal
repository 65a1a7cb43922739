// REJECT: [[thread_positon_in_grid]] is a misspelling
// EXPECT: unknown attribute
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_positon_in_grid]])
{
    data[gid.x] = 1.0;
}
