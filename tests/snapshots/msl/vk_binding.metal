#include <metal_stdlib>
using namespace metal;

struct type_Params
{
    uint Offset;
};

kernel void main0(
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]],
    constant type_Params& Params [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _7 = gl_GlobalInvocationID.x;
    const uint _9 = In[_7];
    const uint _11 = Params.Offset;
    const uint _12 = _9 + _11;
    Out[_4] = _12;
    return;
}

