// Arrays of textures as kernel arguments (MSL 2.4 spec 2.11), one per line
// as prism writes them and all on one line.
#include <metal_stdlib>
using namespace metal;

kernel void main0(
    array<texture2d<float, access::read>, 2> src [[texture(0)]],
    array<texture_buffer<uint, access::read_write>, 2> tb [[texture(2)]],
    uint3 g [[thread_position_in_grid]])
{
    const float4 v = src[g.x & 1u].read(uint2(g.xy));
    tb[g.x & 1u].write(uint4(uint(v.x), 0u, 0u, 0u), g.x);
}

kernel void main1(array<texture1d<uint, access::write>, 2> out1 [[texture(0)]], uint3 g [[thread_position_in_grid]]) { out1[1].write(uint4(g.x), g.x); }

// Texture types whose names end in _array are not metal::array.
kernel void main2(texture2d_array<float, access::read> layers [[texture(0)]], uint3 g [[thread_position_in_grid]]) { (void)layers.read(uint2(g.xy), 0u); }
