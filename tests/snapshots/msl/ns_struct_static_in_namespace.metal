#include <metal_stdlib>
using namespace metal;

uint Hash_of(uint x)
{
    const uint _4 = x * 2654435761u;
    return _4;
}

float Fbm_3_eval(uint x)
{
    float s;
    uint i;
    float s0;
    uint i0;
    float _23;
    s = 0.0f;
    i = 0u;
    for (;;)
    {
        {
            s0 = s;
            i0 = i;
            const bool _8 = i0 < 3u;
            if (!_8)
            {
                break;
            }
            const uint _12 = x + i0;
            const uint _13 = Hash_of(_12);
            const uint _15 = _13 >> 24u;
            const float _16 = float(_15);
            const uint _18 = i0 & 31u;
            const uint _19 = 1u << _18;
            const float _20 = float(_19);
            const float _21 = _16 / _20;
            _23 = s0 + _21;
        }
        const uint _26 = i0 + 1u;
        s = _23;
        i = _26;
    }
    return s0;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _7 = gl_GlobalInvocationID.x;
    const float _8 = Fbm_3_eval(_7);
    const uint _10 = gl_GlobalInvocationID.x;
    const uint _11 = Hash_of(_10);
    const uint _12 = _11 & 255u;
    const float _13 = float(_12);
    const float _14 = _8 + _13;
    const float _18 = _14 + 9.0f;
    Out[_4] = _18;
    return;
}

