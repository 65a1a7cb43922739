// REJECT: sample() needs access::sample
// EXPECT: sample\(\) needs a texture with access::sample
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]],
                  texture2d<float, access::read> tex [[texture(0)]],
                  sampler s [[sampler(0)]])
{
    data[gid.x] = tex.sample(s, float2(0.5)).x;
}
