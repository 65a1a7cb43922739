#include <metal_stdlib>
using namespace metal;

float Traits_float_one()
{
    return 1.0f;
}

bool Traits_bool_one()
{
    return true;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    int cond;
    const float _8 = Traits_float_one();
    const uint _9 = uint(_8);
    const bool _10 = Traits_bool_one();
    if (_10)
    {
        cond = 10;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const uint _15 = uint(cond0);
    const uint _16 = _9 + _15;
    const uint _19 = gl_GlobalInvocationID.x;
    const uint _23 = 97u + _16;
    const uint _25 = gl_GlobalInvocationID.x;
    const uint _26 = _23 + _25;
    Out[_19] = _26;
    return;
}

