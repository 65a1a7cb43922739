#include <metal_stdlib>
using namespace metal;

struct Body
{
    float density;
};

struct Disc
{
    Body Body;
    float radius;
};

float Disc_area(thread Disc& this0)
{
    const float _2 = this0.radius;
    const float _3 = 3.14159012f * _2;
    const float _5 = this0.radius;
    const float _6 = _3 * _5;
    return _6;
}

float Disc_mass(thread Disc& this0)
{
    const float _1 = Disc_area(this0);
    const float _3 = this0.Body.density;
    const float _4 = _1 * _3;
    return _4;
}

uint Disc_id(thread Disc& this0)
{
    return 42u;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Disc d;
    d.Body.density = 2.0f;
    const uint _8 = gl_GlobalInvocationID.x;
    const float _9 = float(_8);
    const float _10 = _9 * 0.5f;
    d.radius = _10;
    const uint _13 = gl_GlobalInvocationID.x;
    const float _15 = Disc_mass(d);
    const uint _16 = Disc_id(d);
    const float _17 = float(_16);
    const float _18 = _15 + _17;
    Out[_13] = _18;
    return;
}

