#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device int2* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    int v;
    int w;
    int v0;
    int v1;
    int w0;
    int w1;
    const uint _8 = gl_GlobalInvocationID.x;
    const uint _9 = _8 & 1u;
    const bool _10 = _9 != 0u;
    if (_10)
    {
        const uint _12 = gl_GlobalInvocationID.x;
        const uint _13 = _12 & 2u;
        const bool _14 = _13 != 0u;
        if (_14)
        {
            v = 1;
            w = 100;
        }
        else
        {
            v = 2;
            w = (-1);
        }
        const int v2 = v;
        const int w2 = w;
        v1 = v2;
        w0 = w2;
    }
    else
    {
        const uint _20 = gl_GlobalInvocationID.x;
        const uint _21 = _20 & 4u;
        const bool _22 = _21 != 0u;
        if (_22)
        {
            v0 = 3;
        }
        else
        {
            v0 = 0;
        }
        const int v3 = v0;
        const int _26 = 100 + v3;
        v1 = v3;
        w0 = _26;
    }
    const int v4 = v1;
    const int w3 = w0;
    const uint _29 = gl_GlobalInvocationID.x;
    const bool _30 = _29 > 50u;
    if (_30)
    {
        const int _32 = v4 * 10;
        w1 = _32;
    }
    else
    {
        w1 = w3;
    }
    const int w4 = w1;
    const uint _35 = gl_GlobalInvocationID.x;
    const int2 _39 = int2(v4, w4);
    Out[_35] = _39;
    return;
}

