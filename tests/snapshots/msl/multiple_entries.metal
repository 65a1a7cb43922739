// entry Clear
#include <metal_stdlib>
using namespace metal;

kernel void Clear(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    Out[_4] = 0u;
    return;
}

// entry Fill
#include <metal_stdlib>
using namespace metal;

uint Hash(uint x)
{
    const uint _5 = x >> 16u;
    const uint _7 = x ^ _5;
    const uint _10 = _7 * 2146121005u;
    const uint _14 = _10 >> 15u;
    const uint _16 = _10 ^ _14;
    return _16;
}

kernel void Fill(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _6 = gl_GlobalInvocationID.y;
    const uint _7 = _6 * 32u;
    const uint _8 = _4 + _7;
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _12 = Hash(_11);
    Out[_8] = _12;
    return;
}

