// Storage buffers (read-only and read-write), a uniform buffer by constant
// reference, the thread position built-ins in uint and ushort forms.
#include <metal_stdlib>
using namespace metal;

struct Params {
    uint count;
    float scale;
    float2 offset;
};

kernel void main0(const device float* src [[buffer(0)]],
                  device float* dst [[buffer(1)]],
                  constant Params& params [[buffer(2)]],
                  uint3 gid [[thread_position_in_grid]],
                  ushort3 lid [[thread_position_in_threadgroup]],
                  uint3 group [[threadgroup_position_in_grid]],
                  uint3 tpg [[threads_per_threadgroup]])
{
    uint i = gid.x;
    if (i >= params.count)
        return;
    Params p = params;
    float v = src[i] * p.scale + p.offset.x;
    dst[i] = v + float(lid.x) + float(group.y * tpg.x);
}
