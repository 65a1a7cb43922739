// REJECT: [[texture(n)]] on a buffer pointer
// EXPECT: \[\[texture\(0\)\]\] needs a texture type
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[texture(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    data[gid.x] = 1.0;
}
