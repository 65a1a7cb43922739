#include <metal_stdlib>
using namespace metal;

struct Sample
{
    float value;
};

int Sample_as_int(thread Sample& this0)
{
    const float _2 = this0.value;
    const int _3 = int(_2);
    return _3;
}

float2 Sample_scaled_float2(thread Sample& this0, float2 factor)
{
    const float _5 = this0.value;
    const float2 _6 = float2(_5);
    const float2 _8 = _6 * factor;
    return _8;
}

uint Sample_times_3(uint x)
{
    const uint _4 = x * 3u;
    return _4;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Sample s;
    const uint _6 = gl_GlobalInvocationID.x;
    const float _7 = float(_6);
    const float _8 = 2.5f + _7;
    s.value = _8;
    const int _11 = Sample_as_int(s);
    const float2 _14 = Sample_scaled_float2(s, float2(1.0f, 2.0f));
    const uint _18 = gl_GlobalInvocationID.x;
    const uint _19 = Sample_times_3(_18);
    const uint _22 = gl_GlobalInvocationID.x;
    const float _25 = float(_11);
    const float _27 = _14.x;
    const float _28 = _25 + _27;
    const float _30 = _14.y;
    const float _31 = _28 + _30;
    const float _33 = float(_19);
    const float _34 = _31 + _33;
    Out[_22] = _34;
    return;
}

