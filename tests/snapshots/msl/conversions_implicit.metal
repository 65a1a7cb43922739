#include <metal_stdlib>
using namespace metal;

float Half(float x)
{
    const float _4 = x * 0.5f;
    return _4;
}

uint Twice(uint x)
{
    const uint _4 = x * 2u;
    return _4;
}

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float cond;
    const uint _7 = gl_GlobalInvocationID.x;
    const uint _17 = _7 + 4294967293u;
    const float _18 = float(_17);
    const bool _22 = _7 != 0u;
    const float _26 = float(_7);
    const float _27 = Half(_26);
    const uint _32 = Twice(4294967293u);
    const uint _41 = gl_GlobalInvocationID.x;
    const float _47 = _18 + _27;
    if (_22)
    {
        const float _51 = float(_32);
        cond = _51;
    }
    else
    {
        cond = 0.0f;
    }
    const float cond0 = cond;
    const float4 _55 = float4(float2(1.0f, 2.0f), _47, cond0);
    const float4 _56 = float4((-3.0f), (-3.0f), (-3.0f), (-3.0f)) + _55;
    Out[_41] = _56;
    return;
}

