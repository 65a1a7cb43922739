#include <metal_stdlib>
using namespace metal;

struct Complex_float
{
    float re;
    float im;
};

Complex_float Complex_float_operator_mul(thread Complex_float& this0, Complex_float o)
{
    Complex_float o0;
    o0 = o;
    const float _6 = this0.re;
    const float _8 = o0.re;
    const float _9 = _6 * _8;
    const float _11 = this0.im;
    const float _13 = o0.im;
    const float _14 = _11 * _13;
    const float _15 = _9 - _14;
    const float _17 = this0.re;
    const float _19 = o0.im;
    const float _20 = _17 * _19;
    const float _22 = this0.im;
    const float _24 = o0.re;
    const float _25 = _22 * _24;
    const float _26 = _20 + _25;
    const Complex_float _27 = Complex_float{_15, _26};
    return _27;
}

Complex_float Complex_float_operator_add(thread Complex_float& this0, Complex_float o)
{
    Complex_float o0;
    o0 = o;
    const float _6 = this0.re;
    const float _8 = o0.re;
    const float _9 = _6 + _8;
    const float _11 = this0.im;
    const float _13 = o0.im;
    const float _14 = _11 + _13;
    const Complex_float _15 = Complex_float{_9, _14};
    return _15;
}

Complex_float square_plus_float(Complex_float z, Complex_float c)
{
    Complex_float z0;
    Complex_float this0;
    z0 = z;
    const Complex_float _7 = z0;
    const Complex_float _8 = Complex_float_operator_mul(z0, _7);
    this0 = _8;
    const Complex_float _11 = Complex_float_operator_add(this0, c);
    return _11;
}

float Complex_float_norm2(thread Complex_float& this0)
{
    const float _2 = this0.re;
    const float _4 = this0.re;
    const float _5 = _2 * _4;
    const float _7 = this0.im;
    const float _9 = this0.im;
    const float _10 = _7 * _9;
    const float _11 = _5 + _10;
    return _11;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Complex_float z;
    Complex_float h;
    Complex_float this0;
    int i;
    int i0;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 * 0.100000001f;
    const float _8 = _7 - 0.5f;
    const Complex_float _9 = Complex_float{_8, 0.25f};
    z = Complex_float{0.0f, 0.0f};
    i = 0;
    for (;;)
    {
        {
            i0 = i;
            const bool _16 = i0 < 8;
            if (!_16)
            {
                break;
            }
            const Complex_float _18 = z;
            const Complex_float _20 = square_plus_float(_18, _9);
            z = _20;
        }
        const int _23 = i0 + 1;
        i = _23;
    }
    h = Complex_float{1.0f, 2.0f};
    const uint _28 = gl_GlobalInvocationID.x;
    const float _30 = Complex_float_norm2(z);
    const Complex_float _32 = h;
    const Complex_float _33 = Complex_float_operator_mul(h, _32);
    this0 = _33;
    const float _35 = Complex_float_norm2(this0);
    const float _36 = _30 + _35;
    Out[_28] = _36;
    return;
}

