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
    const uint _8 = gl_GlobalInvocationID.x;
    const uint _18 = _8 + 4294967293u;
    const float _19 = float(_18);
    const bool _23 = _8 != 0u;
    const float _27 = float(_8);
    const float _28 = Half(_27);
    const uint _33 = Twice(4294967293u);
    const uint _42 = gl_GlobalInvocationID.x;
    const float _48 = _19 + _28;
    if (_23)
    {
        const float _52 = float(_33);
        cond = _52;
    }
    else
    {
        cond = 0.0f;
    }
    const float cond0 = cond;
    const float4 _56 = float4(float2(1.0f, 2.0f), _48, cond0);
    const float4 _57 = float4((-3.0f), (-3.0f), (-3.0f), (-3.0f)) + _56;
    Out[_42] = _57;
    return;
}

