#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* A [[buffer(0)]],
    device uint* B [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint v;
    uint v0;
    const uint _6 = gl_GlobalInvocationID.x;
    const bool _7 = _6 > 1u;
    if (_7)
    {
        v = 0u;
    }
    else
    {
        v = 1u;
    }
    const uint _45 = v;
    const uint _12 = gl_GlobalInvocationID.x;
    switch (_45)
    {
    case 0u:
    {
        B[_12] = 1u;
        break;
    }
    case 1u:
    default:
    {
        A[_12] = 1u;
        break;
    }
    }
    const uint _17 = gl_GlobalInvocationID.x;
    const bool _18 = _17 == 0u;
    if (_18)
    {
        v0 = 0u;
    }
    else
    {
        v0 = 1u;
    }
    const uint _47 = v0;
    switch (_47)
    {
    case 0u:
    {
        A[0] = 2u;
        break;
    }
    case 1u:
    default:
    {
        B[0] = 2u;
        break;
    }
    }
    return;
}

