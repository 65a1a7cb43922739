#include <metal_stdlib>
using namespace metal;

kernel void main0(
    const device float* In [[buffer(0)]],
    device float* Out [[buffer(1)]],
    device uint* Raw [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _7 = gl_GlobalInvocationID.x;
    const float _9 = In[_7];
    const float _10 = _9 * 2.0f;
    Out[_4] = _10;
    const uint _13 = gl_GlobalInvocationID.x;
    const uint _14 = _13 * 4u;
    const uint _15 = _14 >> 2u;
    const uint _17 = gl_GlobalInvocationID.x;
    const float _19 = In[_17];
    const uint _20 = as_type<uint>(_19);
    Raw[_15] = _20;
    return;
}

