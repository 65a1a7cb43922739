// REJECT: float4x4 * float3: the vector needs 4 components
// EXPECT: (invalid operands to binary expression|cannot convert between vector and non-scalar)
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float4x4* m [[buffer(0)]],
                  device float3* v [[buffer(1)]],
                  uint3 gid [[thread_position_in_grid]])
{
    v[gid.x] = m[0] * v[gid.x];
}
