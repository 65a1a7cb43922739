#include <metal_stdlib>
using namespace metal;

kernel void main0(
    const device uint4* In [[buffer(0)]],
    device uint4* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _7 = gl_GlobalInvocationID.x;
    const uint4 _9 = In[_7];
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _12 = _11 + 4u;
    const uint4 _14 = In[_12];
    const uint _15 = _14.x;
    const uint _16 = _9.x;
    const uint _17 = _16 + _15;
    const uint _18 = _9.x;
    const bool _19 = _17 < _18;
    const uint _20 = _19 ? 1u : 0u;
    const uint _21 = _14.y;
    const uint _22 = _9.y;
    const uint _23 = _22 + _21;
    const uint _24 = _23 + _20;
    const uint _25 = _14.z;
    const uint _26 = _9.z;
    const uint _27 = _26 + _25;
    const uint _28 = _9.z;
    const bool _29 = _27 < _28;
    const uint _30 = _29 ? 1u : 0u;
    const uint _31 = _14.w;
    const uint _32 = _9.w;
    const uint _33 = _32 + _31;
    const uint _34 = _33 + _30;
    const uint4 _35 = uint4(_17, _24, _27, _34);
    Out[_4] = _35;
    const uint _39 = gl_GlobalInvocationID.x;
    const uint4 _41 = In[_39];
    const uint2 _42 = _41.xy;
    const uint _43 = _42.x;
    const uint _44 = _43 + 4294967295u;
    const uint _45 = _42.x;
    const bool _46 = _44 < _45;
    const uint _47 = _46 ? 1u : 0u;
    const uint _48 = _42.y;
    const uint _49 = _48 + 0u;
    const uint _50 = _49 + _47;
    const uint2 _51 = uint2(_44, _50);
    const uint _54 = gl_GlobalInvocationID.x;
    const uint _55 = _54 + 4u;
    const uint4 _64 = uint4(_51, uint2(0u, 0u));
    Out[_55] = _64;
    return;
}

