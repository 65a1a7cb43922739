// REJECT: read() on an element of an array of access::write textures
// EXPECT: read\(\) on a texture with access::write
#include <metal_stdlib>
using namespace metal;

kernel void main0(
    array<texture2d<float, access::write>, 2> dst [[texture(0)]],
    uint3 g [[thread_position_in_grid]])
{
    const float4 v = dst[0].read(uint2(g.xy));
    dst[1].write(v, uint2(g.xy));
}
