#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float* Out [[buffer(0)]],
    const device uint* Indices [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float table[256];
    uint i;
    float sum;
    uint j;
    uint i0;
    float sum0;
    uint j0;
    float _56;
    i = 0u;
    for (;;)
    {
        {
            i0 = i;
            const bool _7 = i0 < 256u;
            if (!_7)
            {
                break;
            }
            const uint _13 = i0 * i0;
            const float _14 = float(_13);
            const float _15 = _14 * 0.5f;
            table[i0] = _15;
        }
        const uint _18 = i0 + 1u;
        i = _18;
    }
    const uint _22 = gl_GlobalInvocationID.x;
    const uint _24 = Indices[_22];
    const uint _25 = _24 & 255u;
    const float _29 = table[_25];
    const float _30 = _29 + 1.0f;
    table[_25] = _30;
    const uint _33 = _25 * 7u;
    const uint _34 = _33 & 255u;
    const float _38 = table[_25];
    const float _39 = _38 * 2.0f;
    table[_34] = _39;
    sum = 0.0f;
    j = 0u;
    for (;;)
    {
        {
            sum0 = sum;
            j0 = j;
            const bool _46 = j0 < 8u;
            if (!_46)
            {
                break;
            }
            const uint _50 = j0 * 31u;
            const uint _51 = _25 + _50;
            const uint _52 = _51 & 255u;
            const float _54 = table[_52];
            _56 = sum0 + _54;
        }
        const uint _59 = j0 + 1u;
        sum = _56;
        j = _59;
    }
    const uint _62 = gl_GlobalInvocationID.x;
    Out[_62] = sum0;
    return;
}

