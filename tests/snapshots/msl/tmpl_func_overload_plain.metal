#include <metal_stdlib>
using namespace metal;

float pick(float x)
{
    const float _4 = x * 2.0f;
    return _4;
}

int pick_int(int x)
{
    const int _4 = x + 100;
    return _4;
}

uint pick_uint(uint x)
{
    const uint _4 = x + 100u;
    return _4;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = pick(_6);
    const uint _11 = gl_GlobalInvocationID.x;
    const int _12 = int(_11);
    const int _13 = pick_int(_12);
    const uint _17 = gl_GlobalInvocationID.x;
    const uint _18 = pick_uint(_17);
    const uint _21 = gl_GlobalInvocationID.x;
    const float _25 = float(_13);
    const float _26 = _7 + _25;
    const float _28 = float(_18);
    const float _29 = _26 + _28;
    Out[_21] = _29;
    return;
}

