#include <metal_stdlib>
using namespace metal;

struct Value_float
{
    float v;
};

struct Named_float
{
    Value_float Value_float;
    uint id;
};

float Value_float_doubled(thread Value_float& this0)
{
    const float _2 = this0.v;
    const float _4 = this0.v;
    const float _5 = _2 + _4;
    return _5;
}

float Named_float_plus_id(thread Named_float& this0)
{
    Value_float this1;
    const Value_float _3 = this0.Value_float;
    this1 = _3;
    const float _5 = Value_float_doubled(this1);
    const Value_float _6 = this1;
    this0.Value_float = _6;
    const uint _9 = this0.id;
    const float _10 = float(_9);
    const float _11 = _5 + _10;
    return _11;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Named_float n;
    Value_float base;
    Value_float this0;
    n.Value_float.v = 1.25f;
    const uint _8 = gl_GlobalInvocationID.x;
    n.id = _8;
    const Named_float _11 = n;
    const Value_float _12 = _11.Value_float;
    base = _12;
    const uint _15 = gl_GlobalInvocationID.x;
    const float _17 = Named_float_plus_id(n);
    const float _18 = Value_float_doubled(base);
    const float _19 = _17 + _18;
    const Value_float _22 = n.Value_float;
    this0 = _22;
    const float _24 = Value_float_doubled(this0);
    const Value_float _25 = this0;
    n.Value_float = _25;
    const float _27 = _19 + _24;
    Out[_15] = _27;
    return;
}

