#include <metal_stdlib>
using namespace metal;

struct Rgb
{
    float3 c;
};

Rgb Rgb_scaled(thread Rgb& this0, float k)
{
    Rgb r;
    const Rgb _5 = this0;
    r = _5;
    const float3 _9 = float3(k);
    const float3 _10 = r.c;
    const float3 _11 = _10 * _9;
    r.c = _11;
    const Rgb _13 = r;
    return _13;
}

Rgb Rgb_offset(thread Rgb& this0, float d)
{
    Rgb r;
    const float3 _7 = this0.c;
    const float3 _9 = float3(d);
    const float3 _10 = _7 + _9;
    r.c = _10;
    const Rgb _12 = r;
    return _12;
}

float Rgb_luma(thread Rgb& this0)
{
    const float3 _2 = this0.c;
    const float _3 = dot(_2, float3(0.212599993f, 0.715200007f, 0.0722000003f));
    return _3;
}

Rgb Rgb_clampInPlace(thread Rgb& this0)
{
    const float3 _3 = this0.c;
    const float3 _4 = clamp(_3, float3(0.0f, 0.0f, 0.0f), float3(1.0f, 1.0f, 1.0f));
    this0.c = _4;
    const Rgb _6 = this0;
    return _6;
}

float lumaOf(Rgb x)
{
    Rgb x0;
    x0 = x;
    const float _3 = Rgb_luma(x0);
    return _3;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Rgb a;
    Rgb this0;
    Rgb this1;
    Rgb b;
    Rgb this2;
    const uint _6 = gl_GlobalInvocationID.x;
    const float _7 = float(_6);
    const float3 _8 = float3(_7, 1.0f, 2.0f);
    const float3 _9 = _8 * float3(0.100000001f, 0.100000001f, 0.100000001f);
    a.c = _9;
    const Rgb _14 = Rgb_scaled(a, 2.0f);
    this1 = _14;
    const Rgb _16 = Rgb_offset(this1, 0.5f);
    this0 = _16;
    const float _18 = Rgb_luma(this0);
    const Rgb _21 = Rgb_offset(a, 1.0f);
    b = _21;
    const Rgb _23 = Rgb_clampInPlace(b);
    const uint _25 = gl_GlobalInvocationID.x;
    const Rgb _28 = b;
    const float _29 = lumaOf(_28);
    const float _30 = _18 + _29;
    const Rgb _32 = Rgb_clampInPlace(a);
    this2 = _32;
    const Rgb _34 = Rgb_scaled(this2, 0.5f);
    const float3 _35 = _34.c;
    const float _36 = _35.x;
    const float _37 = _30 + _36;
    Out[_25] = _37;
    return;
}

