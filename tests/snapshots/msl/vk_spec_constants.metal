#include <metal_stdlib>
using namespace metal;

constant bool UseBias_tmp [[function_constant(0)]];
constant bool UseBias = is_function_constant_defined(UseBias_tmp) ? UseBias_tmp : false;

constant int Offset_tmp [[function_constant(1)]];
constant int Offset = is_function_constant_defined(Offset_tmp) ? Offset_tmp : (-3);

constant uint Count_tmp [[function_constant(2)]];
constant uint Count = is_function_constant_defined(Count_tmp) ? Count_tmp : 16u;

constant float Scale_tmp [[function_constant(3)]];
constant float Scale = is_function_constant_defined(Scale_tmp) ? Scale_tmp : 0.5f;

constant uint Lanes_tmp [[function_constant(7)]];
constant uint Lanes = is_function_constant_defined(Lanes_tmp) ? Lanes_tmp : 4u;

constant uint LanesAgain = is_function_constant_defined(Lanes_tmp) ? Lanes_tmp : 4u;

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float v;
    const uint _4 = gl_GlobalInvocationID.x;
    const bool _6 = _4 >= Count;
    if (_6)
    {
        return;
    }
    const uint _10 = gl_GlobalInvocationID.x;
    const int _11 = int(_10);
    const int _13 = _11 + Offset;
    const float _14 = float(_13);
    const float _16 = _14 * Scale;
    if (UseBias)
    {
        const float _20 = _16 + 1.0f;
        v = _20;
    }
    else
    {
        v = _16;
    }
    const float v0 = v;
    const uint _23 = gl_GlobalInvocationID.x;
    const uint _28 = Lanes + LanesAgain;
    const float _29 = float(_28);
    const float _30 = v0 + _29;
    Out[_23] = _30;
    return;
}

