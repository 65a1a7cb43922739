#include <metal_stdlib>
using namespace metal;

struct Poly
{
    float a;
    float b;
    float c;
};

struct Shader
{
    Poly curve;
};

float Poly_operator_call(thread Poly& this0, float x)
{
    const float _5 = this0.a;
    const float _7 = _5 * x;
    const float _9 = this0.b;
    const float _10 = _7 + _9;
    const float _12 = _10 * x;
    const float _14 = this0.c;
    const float _15 = _12 + _14;
    return _15;
}

float Poly_operator_call0(thread Poly& this0, float x, float y)
{
    const float _8 = Poly_operator_call(this0, x);
    const float _10 = Poly_operator_call(this0, y);
    const float _11 = _8 + _10;
    return _11;
}

float Shader_eval(thread Shader& this0, float t)
{
    Poly this1;
    const Poly _6 = this0.curve;
    this1 = _6;
    const float _9 = Poly_operator_call(this1, t);
    const Poly _10 = this1;
    this0.curve = _10;
    return _9;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Poly p;
    Shader s;
    Poly this0;
    p = Poly{1.0f, (-2.0f), 3.0f};
    const Poly _10 = p;
    s.curve = _10;
    const uint _14 = gl_GlobalInvocationID.x;
    const float _15 = float(_14);
    const float _16 = _15 * 0.5f;
    const uint _19 = gl_GlobalInvocationID.x;
    const float _22 = Poly_operator_call(p, _16);
    const float _24 = Poly_operator_call0(p, _16, 1.0f);
    const float _25 = _22 + _24;
    const float _27 = Shader_eval(s, _16);
    const float _28 = _25 + _27;
    const Poly _31 = s.curve;
    this0 = _31;
    const float _33 = Poly_operator_call(this0, 2.0f);
    const Poly _34 = this0;
    s.curve = _34;
    const float _36 = _28 + _33;
    Out[_19] = _36;
    return;
}

