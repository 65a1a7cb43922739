#include <metal_stdlib>
using namespace metal;

struct Rgb
{
    float3 v;
};

struct LinearRGB
{
    float3 rgb;
};

float luma(Rgb c)
{
    Rgb c0;
    c0 = c;
    const float3 _4 = c0.v;
    const float _5 = dot(_4, float3(0.300000012f, 0.600000024f, 0.100000001f));
    return _5;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Rgb r;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float3 _7 = float3(_6, 1.0f, 2.0f);
    const float _8 = _7.x;
    const float _9 = _7.y;
    const float _10 = _7.z;
    const float3 _11 = float3(_8, _9, _10);
    const LinearRGB _12 = LinearRGB{_11};
    const float3 _16 = _12.rgb;
    const float _17 = _16.x;
    const float _18 = _16.y;
    const float _19 = _16.z;
    const float3 _20 = float3(_17, _18, _19);
    const Rgb _21 = Rgb{_20};
    r = _21;
    const uint _24 = gl_GlobalInvocationID.x;
    const float3 _27 = _12.rgb;
    const float _28 = _27.x;
    const float _29 = _27.y;
    const float _30 = _27.z;
    const float3 _31 = float3(_28, _29, _30);
    const Rgb _32 = Rgb{_31};
    const float _33 = luma(_32);
    const float3 _35 = r.v;
    const float _36 = _35.x;
    const float _37 = _33 + _36;
    Out[_24] = _37;
    return;
}

