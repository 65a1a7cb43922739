#include <metal_stdlib>
using namespace metal;

struct type_Params
{
    uint SourceLane;
};

kernel void main0(
    device float4* Out [[buffer(0)]],
    constant type_Params& Params [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_SubgroupSize [[threads_per_simdgroup]],
    uint gl_SubgroupInvocationID [[thread_index_in_simdgroup]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _16 = simd_shuffle(_6, 0u);
    const uint _21 = Params.SourceLane;
    const uint _23 = _21 % gl_SubgroupSize;
    const float _24 = simd_shuffle(_6, _23);
    const uint _29 = gl_SubgroupInvocationID + 1u;
    const uint _31 = _29 % gl_SubgroupSize;
    const float _32 = simd_shuffle(_6, _31);
    const uint3 _36 = uint3(simd_shuffle(gl_GlobalInvocationID, 1u));
    const uint _39 = gl_GlobalInvocationID.x;
    const uint _45 = _36.x;
    const uint _47 = _45 + gl_SubgroupSize;
    const float _48 = float(_47);
    const float4 _49 = float4(_16, _24, _32, _48);
    Out[_39] = _49;
    return;
}

