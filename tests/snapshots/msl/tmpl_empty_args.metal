#include <metal_stdlib>
using namespace metal;

struct Holder_float
{
    float value;
};

struct Vec_float_2
{
    float v[2];
};

struct Vec_int_2
{
    int v[2];
};

float ident_float(float x)
{
    return x;
}

float Holder_float_times_3(thread Holder_float& this0)
{
    const float _2 = this0.value;
    const float _3 = _2 * 3.0f;
    return _3;
}

float Holder_float_times_2(thread Holder_float& this0)
{
    const float _2 = this0.value;
    const float _3 = _2 * 2.0f;
    return _3;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Vec_float_2 a;
    Vec_int_2 b;
    Holder_float h;
    a.v[0] = 1.5f;
    const uint _10 = gl_GlobalInvocationID.x;
    const float _11 = float(_10);
    a.v[1] = _11;
    b.v[0] = 2;
    b.v[1] = 3;
    const float _24 = a.v[1];
    h.value = _24;
    const uint _27 = gl_GlobalInvocationID.x;
    const float _31 = a.v[0];
    const float _32 = ident_float(_31);
    const int _35 = b.v[0];
    const int _38 = b.v[1];
    const int _39 = _35 * _38;
    const float _40 = float(_39);
    const float _41 = _32 + _40;
    const float _42 = Holder_float_times_3(h);
    const float _43 = _41 + _42;
    const float _44 = Holder_float_times_2(h);
    const float _45 = _43 + _44;
    Out[_27] = _45;
    return;
}

