// Rasterizer-ordered views as the MSL backend emits RasterizerOrdered*: a
// raster order group on a device buffer and on read-write textures of a
// fragment function (MSL 2.4 spec 5.8).
#include <metal_stdlib>
using namespace metal;

struct FOut {
    float4 color [[color(0)]];
};

fragment FOut fs_main(
    float4 pos [[position]],
    texture2d<float, access::read_write> accum [[texture(0), raster_order_group(0)]],
    texture_buffer<uint, access::read_write> flags [[texture(1), raster_order_group(0)]],
    device uint* counts [[buffer(0), raster_order_group(0)]])
{
    uint2 p = uint2(pos.xy);
    float4 prev = accum.read(p);
    accum.write(prev * 0.5f, p);
    counts[p.x] = counts[p.x] + 1u;
    flags.write(uint4(1u), p.x);
    FOut o;
    o.color = prev;
    return o;
}
