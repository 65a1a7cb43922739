#include <metal_stdlib>
using namespace metal;

struct type_Globals
{
    float Scale;
    uint Count;
    char _pad0[8];
    float4 Bias;
};

kernel void main0(
    device float4* Out [[buffer(0)]],
    constant type_Globals& u_Globals [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _6 = u_Globals.Count;
    const bool _7 = _4 < _6;
    if (_7)
    {
        const uint _9 = gl_GlobalInvocationID.x;
        const uint _12 = gl_GlobalInvocationID.x;
        const float _13 = float(_12);
        const float _15 = u_Globals.Scale;
        const float _16 = _13 * _15;
        const float4 _17 = float4(_16);
        const float4 _19 = u_Globals.Bias;
        const float4 _20 = _17 + _19;
        Out[_9] = _20;
    }
    return;
}

