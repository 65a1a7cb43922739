#include <metal_stdlib>
using namespace metal;

uint Mix(uint a, uint b)
{
    const uint _7 = a * 31u;
    const uint _9 = _7 ^ b;
    return _9;
}

uint Level3(uint x)
{
    const uint _6 = x >> 3u;
    const uint _7 = Mix(x, _6);
    return _7;
}

uint Level2(uint x)
{
    const uint _4 = x + 1u;
    const uint _5 = Level3(_4);
    const uint _7 = x + 2u;
    const uint _8 = Level3(_7);
    const uint _9 = _5 + _8;
    return _9;
}

uint Level1(uint x)
{
    const uint _4 = Level2(x);
    const uint _5 = _4 * 2u;
    return _5;
}

void Emit(uint slot, uint value, device uint* Out)
{
    Out[slot] = value;
    return;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = Level1(_5);
    const uint _9 = gl_GlobalInvocationID.x;
    const uint _11 = Level3(_6);
    const uint _13 = Level1(_6);
    const uint _14 = Mix(_11, _13);
    Emit(_9, _14, Out);
    return;
}

