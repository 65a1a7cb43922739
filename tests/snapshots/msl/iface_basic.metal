#include <metal_stdlib>
using namespace metal;

struct Ambient
{
    float3 color;
};

struct Directional
{
    float3 dir;
    float3 color;
};

float3 Ambient_illuminate(thread Ambient& this0, float3 n)
{
    const float3 _5 = this0.color;
    return _5;
}

float Ambient_strength(thread Ambient& this0)
{
    return 0.25f;
}

float3 Directional_illuminate(thread Directional& this0, float3 n)
{
    const float3 _5 = this0.color;
    const float3 _8 = this0.dir;
    const float _9 = dot(n, _8);
    const float _10 = clamp(_9, 0.0f, 1.0f);
    const float3 _11 = float3(_10);
    const float3 _12 = _5 * _11;
    return _12;
}

float Directional_strength(thread Directional& this0)
{
    return 1.0f;
}

kernel void main0(
    device float3* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Ambient a;
    Directional d;
    a = Ambient{float3(0.100000001f, 0.100000001f, 0.200000003f)};
    d = Directional{float3(0.0f, 1.0f, 0.0f), float3(1.0f, 0.899999976f, 0.800000012f)};
    const uint _9 = gl_GlobalInvocationID.x;
    const float _10 = float(_9);
    const float3 _11 = float3(_10, 8.0f, 0.0f);
    const float3 _12 = normalize(_11);
    const uint _15 = gl_GlobalInvocationID.x;
    const float3 _18 = Ambient_illuminate(a, _12);
    const float _19 = Ambient_strength(a);
    const float3 _20 = float3(_19);
    const float3 _21 = _18 * _20;
    const float3 _23 = Directional_illuminate(d, _12);
    const float _24 = Directional_strength(d);
    const float3 _25 = float3(_24);
    const float3 _26 = _23 * _25;
    const float3 _27 = _21 + _26;
    Out[_15] = _27;
    return;
}

