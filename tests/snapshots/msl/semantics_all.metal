#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint3 gl_WorkGroupID [[threadgroup_position_in_grid]],
    uint3 gl_LocalInvocationID [[thread_position_in_threadgroup]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    const uint2 _9 = gl_LocalInvocationID.xy;
    const uint _15 = gl_GlobalInvocationID.x;
    const uint _17 = gl_GlobalInvocationID.y;
    const uint _18 = _17 * 64u;
    const uint _19 = _15 + _18;
    const uint _21 = gl_GlobalInvocationID.z;
    const uint _22 = _21 * 4096u;
    const uint _23 = _19 + _22;
    const uint _28 = gl_WorkGroupID.x;
    const uint _30 = gl_WorkGroupID.y;
    const uint _31 = _30 * 10u;
    const uint _33 = gl_WorkGroupID.z;
    const uint _34 = _31 + _33;
    const uint _36 = _9.x;
    const uint _38 = _9.y;
    const uint _39 = _38 * 8u;
    const uint _40 = _36 + _39;
    const uint4 _42 = uint4(_28, _34, _40, gl_LocalInvocationIndex);
    Out[_23] = _42;
    return;
}

