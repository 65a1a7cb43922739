#include <metal_stdlib>
using namespace metal;

struct type_Globals
{
    float Scale;
    char _pad0[12];
    float4 Offset;
    uint Count;
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
        const float4 _12 = u_Globals.Offset;
        const float _14 = u_Globals.Scale;
        const float4 _15 = float4(_14);
        const float4 _16 = _12 * _15;
        const uint _18 = gl_GlobalInvocationID.x;
        const float _19 = float(_18);
        const float4 _20 = float4(_19);
        const float4 _21 = _16 + _20;
        Out[_9] = _21;
    }
    return;
}

