#include <metal_stdlib>
using namespace metal;

kernel void main0(
    const device float* In [[buffer(0)]],
    device float* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup float sData[128];
    threadgroup uint sFlag;
    const uint _9 = gl_GlobalInvocationID.x;
    const float _11 = In[_9];
    sData[gl_LocalInvocationIndex] = _11;
    const bool _14 = gl_LocalInvocationIndex == 0u;
    if (_14)
    {
        sFlag = 7u;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _19 = gl_LocalInvocationIndex + 127u;
    const uint _20 = _19 % 128u;
    const float _22 = sData[_20];
    const uint _26 = gl_LocalInvocationIndex + 1u;
    const uint _27 = _26 % 128u;
    const float _29 = sData[_27];
    const uint _32 = gl_GlobalInvocationID.x;
    const float _36 = _22 + _29;
    const float _37 = _36 * 0.5f;
    const uint _38 = sFlag;
    const float _39 = float(_38);
    const float _40 = _37 + _39;
    Out[_32] = _40;
    return;
}

