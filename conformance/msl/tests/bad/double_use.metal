// REJECT: MSL has no double
// EXPECT: (__metal_has_no_double|double)
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    double d = data[gid.x];
    data[gid.x] = float(d);
}
