#include <metal_stdlib>
using namespace metal;

kernel void main0(
    const device uint* g [[buffer(0)]],
    const device uint* h [[buffer(1)]],
    device uint* o [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint v;
    uint element;
    const uint _8 = g[0u];
    o[1] = _8;
    const uint _12 = gl_GlobalInvocationID.x;
    const bool _13 = _12 != 0u;
    if (_13)
    {
        v = 0u;
    }
    else
    {
        v = 1u;
    }
    const uint _42 = v;
    switch (_42)
    {
    case 0u:
    {
        const uint _32 = g[0u];
        element = _32;
        break;
    }
    case 1u:
    default:
    {
        const uint _36 = h[0u];
        element = _36;
        break;
    }
    }
    const uint element0 = element;
    o[0] = element0;
    const uint _25 = h[0u];
    o[2] = _25;
    return;
}

