#include <metal_stdlib>
using namespace metal;

struct Base
{
    uint index;
};

struct Ids
{
    uint3 group;
};

struct Input
{
    Base Base;
    Ids ids;
    uint2 local;
};

kernel void main0(
    device uint4* Out [[buffer(0)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]],
    uint3 gl_WorkGroupID [[threadgroup_position_in_grid]],
    uint3 gl_LocalInvocationID [[thread_position_in_threadgroup]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Input input;
    input.Base.index = gl_LocalInvocationIndex;
    input.ids.group = gl_WorkGroupID;
    const uint2 _11 = gl_LocalInvocationID.xy;
    input.local = _11;
    const uint _17 = gl_GlobalInvocationID.x;
    const uint _19 = gl_GlobalInvocationID.y;
    const uint _20 = _19 * 16u;
    const uint _21 = _17 + _20;
    const uint _24 = input.Base.index;
    const uint3 _27 = input.ids.group;
    const uint _28 = _27.x;
    const uint2 _30 = input.local;
    const uint _31 = _30.x;
    const uint2 _33 = input.local;
    const uint _34 = _33.y;
    const uint _35 = _34 * 4u;
    const uint _36 = _31 + _35;
    const uint _38 = gl_GlobalInvocationID.z;
    const uint4 _39 = uint4(_24, _28, _36, _38);
    Out[_21] = _39;
    return;
}

