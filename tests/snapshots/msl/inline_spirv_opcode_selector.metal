#include <metal_stdlib>
using namespace metal;

float2 ConversionSelector_uint_float_Convert_float2_uint2(uint2 a)
{
    const float2 _6 = float2(a);
    return _6;
}

float ArithmeticSelector_float_Div_float(float a, float b)
{
    const float _10 = a / b;
    return _10;
}

float ArithmeticSelector_float_Sub_float(float a, float b)
{
    const float _10 = a - b;
    return _10;
}

int ConversionSelector_uint_int_Convert_int_uint(uint a)
{
    const int _6 = as_type<int>(a);
    return _6;
}

int ArithmeticSelector_int_Negate_int(int a)
{
    const int _6 = -a;
    return _6;
}

uint2 ArithmeticSelector_uint_Mul_uint2(uint2 a, uint2 b)
{
    const uint2 _10 = a * b;
    return _10;
}

uint ArithmeticSelector_uint_Add_uint(uint a, uint b)
{
    const uint _10 = a + b;
    return _10;
}

uint ConversionSelector_float_uint_Convert_uint_float(float a)
{
    const uint _6 = uint(a);
    return _6;
}

kernel void main0(
    device float* F [[buffer(0)]],
    device int* I [[buffer(1)]],
    device uint* U [[buffer(2)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    const uint2 _5 = uint2(gl_LocalInvocationIndex, 3u);
    const float2 _6 = ConversionSelector_uint_float_Convert_float2_uint2(_5);
    const float _11 = _6.x;
    const float _12 = ArithmeticSelector_float_Div_float(_11, 2.0f);
    const float _14 = _6.y;
    const float _15 = ArithmeticSelector_float_Sub_float(_14, 1.0f);
    const float _16 = _12 + _15;
    F[gl_LocalInvocationIndex] = _16;
    const int _21 = ConversionSelector_uint_int_Convert_int_uint(gl_LocalInvocationIndex);
    const int _22 = ArithmeticSelector_int_Negate_int(_21);
    I[gl_LocalInvocationIndex] = _22;
    const uint2 _26 = uint2(gl_LocalInvocationIndex, 1u);
    const uint2 _27 = ArithmeticSelector_uint_Mul_uint2(_26, uint2(3u, 4u));
    const uint _32 = _27.x;
    const uint _34 = _27.y;
    const uint _35 = ArithmeticSelector_uint_Add_uint(_32, _34);
    const uint _46 = gl_LocalInvocationIndex / 2u;
    const uint _38 = _35 + _46;
    const float _41 = F[gl_LocalInvocationIndex];
    const uint _42 = ConversionSelector_float_uint_Convert_uint_float(_41);
    const uint _43 = _38 + _42;
    U[gl_LocalInvocationIndex] = _43;
    return;
}

