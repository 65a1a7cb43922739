#include <metal_stdlib>
using namespace metal;

struct Rgb
{
    float3 v;
};

Rgb gray(float g)
{
    Rgb c;
    const float3 _6 = float3(g);
    c.v = _6;
    const Rgb _8 = c;
    return _8;
}

float luma(Rgb c)
{
    Rgb c0;
    c0 = c;
    const float3 _4 = c0.v;
    const float _5 = dot(_4, float3(0.212599993f, 0.715200007f, 0.0722000003f));
    return _5;
}

float brightness(Rgb c)
{
    const float _4 = luma(c);
    const float _5 = _4 * 2.0f;
    return _5;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 * 0.125f;
    const Rgb _8 = gray(_7);
    const uint _11 = gl_GlobalInvocationID.x;
    const float _14 = brightness(_8);
    const float _16 = luma(_8);
    const float _17 = _14 + _16;
    Out[_11] = _17;
    return;
}

