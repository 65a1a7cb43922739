#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    device float* OutF [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint cond;
    uint cond0;
    const uint _24 = gl_GlobalInvocationID.x;
    if (true)
    {
        cond = 1u;
    }
    else
    {
        cond = 0u;
    }
    const uint cond1 = cond;
    const uint _37 = 2147483857u + cond1;
    if (false)
    {
        cond0 = 2u;
    }
    else
    {
        cond0 = 0u;
    }
    const uint cond2 = cond0;
    const uint _43 = _37 + cond2;
    Out[_24] = _43;
    const uint _46 = gl_GlobalInvocationID.x;
    OutF[_46] = 1254.83484f;
    return;
}

