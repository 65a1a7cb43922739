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
        const uint _19 = gl_GlobalInvocationID.x;
        const uint _20 = _19 & 4u;
        const bool _21 = _20 != 0u;
        if (_21)
        {
            v0 = 3;
        }
        else
        {
            v0 = 0;
        }
        const int v3 = v0;
        const int _25 = 100 + v3;
        v1 = v3;
        w0 = _25;
    }
    const int v4 = v1;
    const int w3 = w0;
    const uint _28 = gl_GlobalInvocationID.x;
    const bool _29 = _28 > 50u;
    if (_29)
    {
        const int _31 = v4 * 10;
        w1 = _31;
    }
    else
    {
        w1 = w3;
    }
    const int w4 = w1;
    const uint _34 = gl_GlobalInvocationID.x;
    const int2 _38 = int2(v4, w4);
    Out[_34] = _38;
    return;
}

