#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device ulong* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    ulong cond;
    int cond0;
    const uint _5 = gl_GlobalInvocationID.x;
    const bool _6 = _5 != 0u;
    if (_6)
    {
        cond = 4294967296ul;
    }
    else
    {
        cond = 1ul;
    }
    const ulong cond1 = cond;
    const ulong _14 = cond1 + 65535ul;
    const ulong _18 = _14 + 5ul;
    if (true)
    {
        cond0 = 1;
    }
    else
    {
        cond0 = 0;
    }
    const int cond2 = cond0;
    const ulong _23 = ulong(cond2);
    const ulong _24 = _18 + _23;
    const ulong _25 = _24 + 1ul;
    const uint _28 = gl_GlobalInvocationID.x;
    const ulong _31 = _25 + 2ul;
    const ulong _34 = _31 + 80ul;
    const ulong _37 = _34 + 400ul;
    Out[_28] = _37;
    return;
}

