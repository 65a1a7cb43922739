// REJECT: write() on a texture with access::read
// EXPECT: write\(\) needs a texture with access::write
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]],
                  texture_buffer<float, access::read> tex [[texture(0)]])
{
    tex.write(float4(1.0), gid.x);
}
