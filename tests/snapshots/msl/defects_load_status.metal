#include <metal_stdlib>
using namespace metal;

kernel void main0(
    const device uint* Raw [[buffer(0)]],
    const device int4* X [[buffer(1)]],
    device uint* Out [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint cond;
    const uint _6 = gl_GlobalInvocationID.x;
    const uint _7 = _6 * 4u;
    const uint _8 = _7 >> 2u;
    const uint _10 = Raw[_8];
    const uint _20 = Raw[4u];
    const uint _23 = Raw[5u];
    const uint _26 = Raw[6u];
    const uint3 _27 = uint3(_20, _23, _26);
    const uint _33 = Raw[2u];
    const float _34 = as_type<float>(_33);
    const uint _39 = gl_GlobalInvocationID.x;
    const int _40 = int(_39);
    const int4 _42 = X[_40];
    const uint _54 = gl_GlobalInvocationID.x;
    const uint _58 = _27.z;
    const uint _59 = _10 + _58;
    const uint _61 = uint(_34);
    const uint _62 = _59 + _61;
    const int _64 = _42.w;
    const uint _65 = uint(_64);
    const uint _66 = _62 + _65;
    if (true)
    {
        cond = 1u;
    }
    else
    {
        cond = 0u;
    }
    const uint cond0 = cond;
    const uint _72 = _66 + cond0;
    const uint _74 = _72 + 0u;
    Out[_54] = _74;
    return;
}

