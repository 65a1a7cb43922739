// REJECT: a constant buffer is read-only
// EXPECT: (read-only|const-qualified|cannot assign)
#include <metal_stdlib>
using namespace metal;

kernel void main0(constant float* params [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    params[gid.x] = 1.0;
}
