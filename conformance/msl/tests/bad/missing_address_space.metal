// REJECT: a buffer pointer parameter without an address space
// EXPECT: (pointer arguments to kernel functions must reside|needs a pointer or reference in the device or constant)
#include <metal_stdlib>
using namespace metal;

kernel void main0(float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    data[gid.x] = 1.0;
}
