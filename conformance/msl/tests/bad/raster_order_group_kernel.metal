// REJECT: raster order groups order fragments: a kernel takes none
// EXPECT: raster_order_group\(n\)\]\] is for fragment functions
#include <metal_stdlib>
using namespace metal;

kernel void cs_main(device uint* data [[buffer(0), raster_order_group(0)]],
                    uint id [[thread_position_in_grid]])
{
    data[id] = 1u;
}
