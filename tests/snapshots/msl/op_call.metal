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
    const Poly _7 = p;
    s.curve = _7;
    const uint _11 = gl_GlobalInvocationID.x;
    const float _12 = float(_11);
    const float _13 = _12 * 0.5f;
    const uint _16 = gl_GlobalInvocationID.x;
    const float _19 = Poly_operator_call(p, _13);
    const float _21 = Poly_operator_call0(p, _13, 1.0f);
    const float _22 = _19 + _21;
    const float _24 = Shader_eval(s, _13);
    const float _25 = _22 + _24;
    const Poly _28 = s.curve;
    this0 = _28;
    const float _30 = Poly_operator_call(this0, 2.0f);
    const Poly _31 = this0;
    s.curve = _31;
    const float _33 = _25 + _30;
    Out[_16] = _33;
    return;
}

