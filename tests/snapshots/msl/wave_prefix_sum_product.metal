#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* OutF [[buffer(0)]],
    device uint4* OutU [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 % 4u;
    const float _7 = float(_6);
    const float _8 = _7 + 1.0f;
    const uint _12 = gl_GlobalInvocationID.x;
    const uint _13 = _12 & 7u;
    const uint _17 = gl_GlobalInvocationID.x;
    const uint _18 = _17 % 5u;
    const int _19 = int(_18);
    const int _20 = _19 - 2;
    const float2 _24 = float2(_8, 1.0f);
    const float2 _25 = simd_prefix_exclusive_sum(_24);
    const uint _28 = gl_GlobalInvocationID.x;
    const float _32 = _8 * 0.5f;
    const float _33 = simd_prefix_exclusive_product(_32);
    const int _35 = simd_prefix_exclusive_sum(_20);
    const float _36 = float(_35);
    const float4 _37 = float4(_25, _33, _36);
    OutF[_28] = _37;
    const uint _40 = gl_GlobalInvocationID.x;
    const uint _43 = simd_prefix_exclusive_sum(_13);
    const uint _45 = _13 | 1u;
    const uint _46 = simd_prefix_exclusive_product(_45);
    const int _48 = simd_prefix_exclusive_product(_20);
    const uint _49 = uint(_48);
    const uint4 _50 = uint4(_43, _46, _49, 0u);
    OutU[_40] = _50;
    return;
}

