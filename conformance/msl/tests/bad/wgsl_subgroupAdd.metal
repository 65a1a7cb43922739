// REJECT: subgroupAdd is WGSL, Metal says simd_sum
// EXPECT: (undeclared identifier 'subgroupAdd'|use of undeclared)
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    data[gid.x] = subgroupAdd(data[gid.x]);
}
