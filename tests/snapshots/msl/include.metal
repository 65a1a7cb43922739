#include <metal_stdlib>
using namespace metal;

struct Sample
{
    float value;
    uint index;
};

struct Sample0
{
    float value;
    uint index;
};

float Scale(float v, float s)
{
    const float _8 = v * s;
    return _8;
}

kernel void main0(
    device Sample* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Sample0 s;
    const uint _6 = gl_GlobalInvocationID.x;
    const float _7 = float(_6);
    const float _8 = Scale(_7, 0.5f);
    s.value = _8;
    const uint _12 = gl_GlobalInvocationID.x;
    s.index = _12;
    const uint _15 = gl_GlobalInvocationID.x;
    const Sample0 _17 = s;
    const float _18 = _17.value;
    const uint _19 = _17.index;
    const Sample _20 = Sample{_18, _19};
    Out[_15] = _20;
    return;
}

