#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    const device float3* In [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint cond;
    uint cond0;
    uint cond1;
    uint cond2;
    const uint _5 = gl_GlobalInvocationID.x;
    const float3 _7 = In[_5];
    const float _12 = _7.x;
    const bool _13 = _12 > 1.0f;
    const bool _14 = simd_any(_13);
    if (_14)
    {
        cond = 1u;
    }
    else
    {
        cond = 0u;
    }
    const uint cond3 = cond;
    const uint _20 = 0u | cond3;
    const float _23 = _7.y;
    const bool _24 = _23 >= 0.0f;
    const bool _25 = simd_all(_24);
    if (_25)
    {
        cond0 = 2u;
    }
    else
    {
        cond0 = 0u;
    }
    const uint cond4 = cond0;
    const uint _31 = _20 | cond4;
    const uint _34 = gl_GlobalInvocationID.x;
    const uint _35 = _34 / 64u;
    const bool _36 = simd_all(_35 == simd_broadcast_first(_35));
    if (_36)
    {
        cond1 = 4u;
    }
    else
    {
        cond1 = 0u;
    }
    const uint cond5 = cond1;
    const uint _42 = _31 | cond5;
    const bool3 _46 = bool3(simd_all(_7.x == simd_broadcast_first(_7.x)), simd_all(_7.y == simd_broadcast_first(_7.y)), simd_all(_7.z == simd_broadcast_first(_7.z)));
    const bool _49 = bool(all(_46));
    if (_49)
    {
        cond2 = 8u;
    }
    else
    {
        cond2 = 0u;
    }
    const uint cond6 = cond2;
    const uint _55 = _42 | cond6;
    const uint _58 = gl_GlobalInvocationID.x;
    Out[_58] = _55;
    return;
}

