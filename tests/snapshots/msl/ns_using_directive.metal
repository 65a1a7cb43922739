#include <metal_stdlib>
using namespace metal;

struct Circle
{
    float r;
};

float area(Circle c)
{
    Circle c0;
    c0 = c;
    const float _4 = c0.r;
    const float _5 = 3.14159274f * _4;
    const float _7 = c0.r;
    const float _8 = _5 * _7;
    return _8;
}

float circumference(float r)
{
    const float _5 = 6.28318548f * r;
    return _5;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Circle c;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const Circle _7 = Circle{_6};
    c = _7;
    const uint _10 = gl_GlobalInvocationID.x;
    const Circle _12 = c;
    const float _13 = area(_12);
    const float _15 = c.r;
    const float _16 = circumference(_15);
    const float _17 = _13 + _16;
    Out[_10] = _17;
    return;
}

