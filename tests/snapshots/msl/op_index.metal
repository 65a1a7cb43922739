#include <metal_stdlib>
using namespace metal;

struct Grid
{
    float cells[9];
};

float Grid_operator_index(thread Grid& this0, uint i)
{
    const float _7 = this0.cells[i];
    return _7;
}

float Grid_operator_index0(thread Grid& this0, uint2 rc)
{
    const uint _6 = rc.y;
    const uint _7 = _6 * 3u;
    const uint _9 = rc.x;
    const uint _10 = _7 + _9;
    const float _12 = this0.cells[_10];
    return _12;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Grid g;
    uint i;
    uint i0;
    i = 0u;
    for (;;)
    {
        {
            i0 = i;
            const bool _7 = i0 < 9u;
            if (!_7)
            {
                break;
            }
            const float _13 = float(i0);
            const float _14 = _13 * 1.5f;
            g.cells[i0] = _14;
        }
        const uint _17 = i0 + 1u;
        i = _17;
    }
    const uint _20 = gl_GlobalInvocationID.x;
    const uint _23 = gl_GlobalInvocationID.x;
    const uint _24 = _23 % 9u;
    const float _25 = Grid_operator_index(g, _24);
    const float _26 = Grid_operator_index0(g, uint2(2u, 1u));
    const float _27 = _25 + _26;
    Out[_20] = _27;
    return;
}

