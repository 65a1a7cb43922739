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
    const uint _7 = gl_GlobalInvocationID.x;
    const bool _8 = _7 > 10u;
    const uint _10 = gl_GlobalInvocationID.x;
    const bool _11 = Touch(_10, true, Hits);
    const bool _12 = _8 && _11;
    const uint _16 = gl_GlobalInvocationID.x;
    const bool _17 = _16 < 5u;
    const uint _19 = gl_GlobalInvocationID.x;
    const uint _20 = _19 + 64u;
    const bool _21 = Touch(_20, false, Hits);
    const bool _22 = _17 || _21;
    const bool _27 = _12 && _22;
    const bool _28 = !_27;
    const uint _30 = gl_GlobalInvocationID.x;
    const bool _31 = _30 == 3u;
    const bool _32 = _28 || _31;
    const uint _35 = _12 ? 1u : 0u;
    const uint _37 = _22 ? 2u : 0u;
    const uint _38 = _35 | _37;
    const uint _40 = _32 ? 4u : 0u;
    const uint _41 = _38 | _40;
    const uint _44 = gl_GlobalInvocationID.x;
    Out[_44] = _41;
    return;
}

