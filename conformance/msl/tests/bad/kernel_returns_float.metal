// REJECT: a kernel returns void
// EXPECT: (must return void|must have void return type)
#include <metal_stdlib>
using namespace metal;

kernel float main0(device float* data [[buffer(0)]],
                   uint3 gid [[thread_position_in_grid]])
{
    return data[gid.x];
}
