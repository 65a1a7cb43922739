#include <metal_stdlib>
using namespace metal;

struct Stack_float_4
{
    float items[4];
    uint top;
};

float square_float(float x)
{
    const float _5 = x * x;
    return _5;
}

uint square_uint(uint x)
{
    const uint _5 = x * x;
    return _5;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Stack_float_4 s;
    s.top = 0u;
    const uint _8 = s.top;
    const uint _9 = _8 + 1u;
    s.top = _9;
    const uint _13 = gl_GlobalInvocationID.x;
    const float _14 = float(_13);
    const float _15 = square_float(_14);
    s.items[_8] = _15;
    const uint _19 = s.top;
    const uint _20 = _19 + 1u;
    s.top = _20;
    const uint _24 = gl_GlobalInvocationID.y;
    const uint _25 = _24 + 2u;
    const uint _26 = square_uint(_25);
    const float _27 = float(_26);
    s.items[_19] = _27;
    const uint _31 = s.top;
    const uint _32 = _31 + 1u;
    s.top = _32;
    const float _35 = square_float(0.5f);
    s.items[_31] = _35;
    const uint _38 = gl_GlobalInvocationID.x;
    const float _42 = s.items[0];
    const float _45 = s.items[1];
    const float _46 = _42 + _45;
    const float _49 = s.items[2];
    const float _50 = _46 + _49;
    const uint _52 = s.top;
    const float _53 = float(_52);
    const float _54 = _50 + _53;
    Out[_38] = _54;
    return;
}

