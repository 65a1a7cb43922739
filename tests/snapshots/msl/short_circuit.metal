#include <metal_stdlib>
using namespace metal;

bool Touch(uint i, bool v, device uint* Hits)
{
    const uint _10 = Hits[i];
    const uint _11 = _10 + 1u;
    Hits[i] = _11;
    return v;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    device uint* Hits [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    bool and0;
    uint r;
    bool or0;
    uint r0;
    bool and1;
    uint cond;
    const uint _7 = gl_GlobalInvocationID.x;
    const bool _8 = _7 > 10u;
    if (_8)
    {
        const uint _11 = gl_GlobalInvocationID.x;
        const bool _12 = Touch(_11, true, Hits);
        and0 = _12;
    }
    else
    {
        and0 = _8;
    }
    const bool and2 = and0;
    if (and2)
    {
        r = 1u;
    }
    else
    {
        r = 0u;
    }
    const uint r1 = r;
    const uint _20 = gl_GlobalInvocationID.x;
    const bool _21 = _20 < 5u;
    if (_21)
    {
        or0 = _21;
    }
    else
    {
        const uint _24 = gl_GlobalInvocationID.x;
        const uint _25 = _24 + 64u;
        const bool _26 = Touch(_25, false, Hits);
        or0 = _26;
    }
    const bool or1 = or0;
    if (or1)
    {
        const uint _30 = r1 | 2u;
        r0 = _30;
    }
    else
    {
        r0 = r1;
    }
    const uint r2 = r0;
    const uint _35 = gl_GlobalInvocationID.x;
    const uint _36 = _35 & 1u;
    const bool _37 = _36 != 0u;
    if (_37)
    {
        const uint _40 = gl_GlobalInvocationID.x;
        const uint _41 = _40 & 2u;
        const bool _42 = _41 != 0u;
        and1 = _42;
    }
    else
    {
        and1 = _37;
    }
    const bool and3 = and1;
    if (and3)
    {
        cond = 4u;
    }
    else
    {
        cond = 0u;
    }
    const uint cond0 = cond;
    const uint _52 = r2 | cond0;
    const uint _55 = gl_GlobalInvocationID.x;
    Out[_55] = _52;
    return;
}

