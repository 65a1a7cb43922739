#include <metal_stdlib>
using namespace metal;

struct Box
{
    float w;
    float h;
};

float twice(float x)
{
    const float _4 = x * 2.0f;
    return _4;
}

int twice0(int x)
{
    const int _4 = x * 2;
    const int _5 = _4 + 1;
    return _5;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Box b;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const Box _7 = Box{2.0f, _6};
    b = _7;
    const uint _10 = gl_GlobalInvocationID.x;
    const float _13 = b.w;
    const float _14 = twice(_13);
    const float _16 = b.h;
    const int _17 = int(_16);
    const int _18 = twice0(_17);
    const float _19 = float(_18);
    const float _20 = _14 + _19;
    const float _21 = _20 + 0.00100000005f;
    Out[_10] = _21;
    return;
}

