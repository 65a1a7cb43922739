// REJECT: a function declared without a return type
// EXPECT: (type specifier|requires a type)
#include <metal_stdlib>
using namespace metal;

helper(float x)
{
    return x * 2.0;
}

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    data[gid.x] = helper(data[gid.x]);
}
