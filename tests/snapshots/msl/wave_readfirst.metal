#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_SubgroupInvocationID [[thread_index_in_simdgroup]])
{
    uint chosen;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float4 _7 = float4(_6, 1.0f, 2.0f, 3.0f);
    const bool _11 = simd_is_first();
    if (_11)
    {
        const uint _13 = gl_GlobalInvocationID.x;
        const uint _14 = _13 * 10u;
        chosen = _14;
    }
    else
    {
        chosen = 0u;
    }
    const uint chosen0 = chosen;
    const uint _17 = simd_broadcast_first(chosen0);
    const float4 _21 = simd_broadcast_first(_7);
    const int _25 = int(gl_SubgroupInvocationID);
    const int _26 = simd_broadcast_first(_25);
    const uint _29 = gl_GlobalInvocationID.x;
    const float _33 = float(_17);
    const float4 _34 = float4(_33);
    const float4 _35 = _21 + _34;
    const float _37 = float(_26);
    const float4 _38 = float4(_37);
    const float4 _39 = _35 + _38;
    Out[_29] = _39;
    return;
}

