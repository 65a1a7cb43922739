// REJECT: float5 is not a type
// EXPECT: unknown type name 'float5'
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    float5 v;
    data[gid.x] = 0.0;
}
