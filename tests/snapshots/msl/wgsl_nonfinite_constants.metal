#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* O [[buffer(0)]],
    device half2* H [[buffer(1)]],
    const device uint4* In [[buffer(2)]])
{
    float g = 0.0f;
    g = as_type<float>(0xff800000u);
    const float _8 = -as_type<float>(0x7f800000u);
    const float _9 = as_type<float>(4290772993u);
    const float4 _10 = float4(as_type<float>(0x7f800000u), _8, _9, 1.0f);
    O[0] = _10;
    const float4 _14 = O[0];
    const float4 _17 = _14 * float4(as_type<float>(0x7f800000u), as_type<float>(0x7f800000u), as_type<float>(0x7f800000u), as_type<float>(0x7f800000u));
    O[1] = _17;
    const float4 _20 = as_type<float4>(uint4(0u, 50u, 10000u, 4294967295u));
    const uint4 _22 = In[0];
    const float4 _23 = as_type<float4>(_22);
    const float4 _24 = _20 + _23;
    O[2] = _24;
    const float4 _27 = as_type<float4>(int4((-1), 0, 50, 2147483647));
    O[3] = _27;
    const half _31 = half(as_type<float>(0x7f800000u));
    const half2 _32 = half2(_31, 1.0h);
    H[0] = _32;
    const float4 _35 = O[4];
    const float _36 = _35.x;
    const float _37 = g;
    const float _38 = _37 + _36;
    g = _38;
    const float _41 = g;
    O[5].x = _41;
    return;
}

