#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* OutF [[buffer(0)]],
    device int4* OutI [[buffer(1)]],
    device uint4* OutU [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 * 0.5f;
    const uint _11 = gl_GlobalInvocationID.x;
    const int _12 = int(_11);
    const int _13 = _12 - 20;
    const uint _17 = gl_GlobalInvocationID.x;
    const uint _20 = gl_GlobalInvocationID.x;
    const float _23 = simd_sum(_7);
    const float _25 = _7 * 0.00999999978f;
    const float _26 = _25 + 1.0f;
    const float _27 = simd_product(_26);
    const float _29 = simd_min(_7);
    const float _31 = simd_max(_7);
    const float4 _32 = float4(_23, _27, _29, _31);
    OutF[_20] = _32;
    const uint _35 = gl_GlobalInvocationID.x;
    const int _38 = simd_sum(_13);
    const int _40 = _13 % 3;
    const int _41 = simd_product(_40);
    const int _43 = simd_min(_13);
    const int _45 = simd_max(_13);
    const int4 _46 = int4(_38, _41, _43, _45);
    OutI[_35] = _46;
    const uint _49 = gl_GlobalInvocationID.x;
    const uint2 _52 = uint2(_17, 1u);
    const uint2 _53 = uint2(simd_sum(_52));
    const uint _55 = simd_min(_17);
    const uint _57 = simd_max(_17);
    const uint4 _58 = uint4(_53, _55, _57);
    OutU[_49] = _58;
    return;
}

