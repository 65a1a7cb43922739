// REJECT: a raster order group goes on device memory or a writable texture, not a constant buffer
// EXPECT: needs a device buffer or a writable texture
#include <metal_stdlib>
using namespace metal;

struct Params { float4 tint; };

fragment float4 fs_main(constant Params& params [[buffer(0), raster_order_group(0)]])
{
    return params.tint;
}
