#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint grid[3][4];
    uint row[4];
    uint r;
    uint c;
    uint r0;
    uint c0;
    const uint k[3][4] = {{1u, 2u, 3u, 4u}, {5u, 6u, 7u, 8u}, {9u, 10u, 11u, 12u}};
    for (uint i = 0; i < 3; ++i)
    {
        for (uint i0 = 0; i0 < 4; ++i0)
        {
            grid[i][i0] = k[i][i0];
        }
    }
    r = 0u;
    for (;;)
    {
        {
            r0 = r;
            const bool _8 = r0 < 3u;
            if (!_8)
            {
                break;
            }
            c = 0u;
            for (;;)
            {
                {
                    c0 = c;
                    const bool _13 = c0 < 4u;
                    if (!_13)
                    {
                        break;
                    }
                    const uint _20 = gl_GlobalInvocationID.x;
                    const uint _21 = grid[r0][c0];
                    const uint _22 = _21 + _20;
                    grid[r0][c0] = _22;
                }
                const uint _25 = c0 + 1u;
                c = _25;
            }
        }
        const uint _28 = r0 + 1u;
        r = _28;
    }
    const uint _32 = gl_GlobalInvocationID.x;
    const uint _33 = _32 % 3u;
    uint _35[4];
    for (uint i1 = 0; i1 < 4; ++i1)
    {
        _35[i1] = grid[_33][i1];
    }
    for (uint i2 = 0; i2 < 4; ++i2)
    {
        row[i2] = _35[i2];
    }
    const uint _38 = gl_GlobalInvocationID.x;
    const uint _41 = gl_GlobalInvocationID.x;
    const uint _42 = _41 % 3u;
    const uint _45 = gl_GlobalInvocationID.x;
    const uint _46 = _45 % 4u;
    const uint _48 = grid[_42][_46];
    const uint _50 = row[0];
    const uint _51 = _48 + _50;
    const uint _54 = grid[2][3];
    const uint _55 = _51 + _54;
    Out[_38] = _55;
    return;
}

