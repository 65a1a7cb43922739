// REJECT: max(float, int): Metal's overloads take one type
// EXPECT: no matching function for call to 'max'
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    int n = 3;
    data[gid.x] = max(data[gid.x], n);
}
