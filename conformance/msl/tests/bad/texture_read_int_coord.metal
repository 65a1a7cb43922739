// REJECT: texture coordinates are uint vectors; int2 does not convert implicitly
// EXPECT: no matching member function for call to 'read'
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]],
                  texture2d<float, access::read> tex [[texture(0)]])
{
    data[gid.x] = tex.read(int2(gid.xy)).x;
}
