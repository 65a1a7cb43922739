// REJECT: [[vertex_id]] belongs to vertex functions
// EXPECT: \[\[vertex_id\]\] is not valid in a kernel
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]],
                  uint vid [[vertex_id]])
{
    data[gid.x] = float(vid);
}
