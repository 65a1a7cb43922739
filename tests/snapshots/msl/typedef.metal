#include <metal_stdlib>
using namespace metal;

struct S
{
    float3 p;
    uint i;
};

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    S pt;
    float t[3];
    const uint _6 = gl_GlobalInvocationID.x;
    const float _7 = float(_6);
    const float3 _8 = float3(1.0f, 2.0f, _7);
    pt.p = _8;
    const uint _12 = gl_GlobalInvocationID.x;
    pt.i = _12;
    const float3 _16 = pt.p;
    const float _17 = _16.x;
    const float3 _19 = pt.p;
    const float _20 = _19.y;
    const float3 _22 = pt.p;
    const float _23 = _22.z;
    float _24[3];
    _24[0] = _17;
    _24[1] = _20;
    _24[2] = _23;
    for (uint i = 0; i < 3; ++i)
    {
        t[i] = _24[i];
    }
    const uint _27 = gl_GlobalInvocationID.x;
    const float _30 = t[0];
    const float _32 = t[1];
    const float _33 = _30 + _32;
    const float _35 = t[2];
    const float _36 = _33 + _35;
    const uint _38 = pt.i;
    const float _39 = float(_38);
    const float _40 = _36 + _39;
    Out[_27] = _40;
    return;
}

