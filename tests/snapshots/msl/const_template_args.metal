#include <metal_stdlib>
using namespace metal;

struct Buf_12
{
    float v[12];
};

struct Buf_4
{
    float v[4];
};

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Buf_12 a;
    Buf_12 b;
    Buf_4 c;
    const uint _9 = gl_GlobalInvocationID.x;
    const float _10 = float(_9);
    a.v[0] = _10;
    const Buf_12 _12 = a;
    b = _12;
    const float _18 = b.v[0];
    c.v[3] = _18;
    const uint _21 = gl_GlobalInvocationID.x;
    const float _27 = c.v[3];
    const uint _28 = uint(_27);
    const uint _29 = 28u + _28;
    Out[_21] = _29;
    return;
}

