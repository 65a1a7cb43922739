#include <metal_stdlib>
using namespace metal;

uint rotl_8(uint x)
{
    const uint _5 = x << 8u;
    const uint _9 = x >> 24u;
    const uint _10 = _5 | _9;
    return _10;
}

uint rotl_31(uint x)
{
    const uint _5 = x << 31u;
    const uint _9 = x >> 1u;
    const uint _10 = _5 | _9;
    return _10;
}

int adjust_5_true(int x)
{
    int r;
    const int _5 = x + (-5);
    if (true)
    {
        const int _8 = max(_5, 0);
        r = _8;
    }
    else
    {
        r = _5;
    }
    const int r0 = r;
    return r0;
}

int adjust_5_false(int x)
{
    int r;
    const int _5 = x + (-5);
    if (false)
    {
        const int _8 = max(_5, 0);
        r = _8;
    }
    else
    {
        r = _5;
    }
    const int r0 = r;
    return r0;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = 305419896u + _5;
    const uint _7 = rotl_8(_6);
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _12 = rotl_31(_11);
    const uint _16 = gl_GlobalInvocationID.x;
    const int _17 = int(_16);
    const int _18 = adjust_5_true(_17);
    const uint _22 = gl_GlobalInvocationID.x;
    const int _23 = int(_22);
    const int _24 = adjust_5_false(_23);
    const uint _27 = gl_GlobalInvocationID.x;
    const uint _31 = _7 ^ _12;
    const uint _33 = uint(_18);
    const uint _34 = _31 ^ _33;
    const uint _36 = uint(_24);
    const uint _37 = _34 ^ _36;
    Out[_27] = _37;
    return;
}

