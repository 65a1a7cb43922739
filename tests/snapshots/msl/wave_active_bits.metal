#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 & 31u;
    const uint _7 = _6 & 31u;
    const uint _8 = 1u << _7;
    const uint _12 = ~_8;
    const uint _13 = simd_and(_12);
    const uint _17 = simd_or(_8);
    const uint _21 = gl_GlobalInvocationID.x;
    const uint _22 = simd_xor(_21);
    const uint _27 = gl_GlobalInvocationID.x;
    const uint2 _28 = uint2(_8, _27);
    const uint2 _29 = uint2(simd_or(_28));
    const uint _33 = gl_GlobalInvocationID.x;
    const bool _34 = _33 > 7u;
    const uint _35 = simd_sum(uint(_34));
    const uint _38 = gl_GlobalInvocationID.x;
    const uint _43 = _29.x;
    const uint _44 = _17 ^ _43;
    const uint _47 = _29.y;
    const uint _48 = _22 + _47;
    const uint4 _50 = uint4(_13, _44, _48, _35);
    Out[_38] = _50;
    return;
}

