#include <metal_stdlib>
using namespace metal;

struct Shape
{
    float scale;
};

struct Square
{
    Shape Shape;
    float side;
};

float Shape_unit(thread Shape& this0)
{
    return 1.0f;
}

float Shape_area(thread Shape& this0)
{
    const float _2 = this0.scale;
    const float _3 = Shape_unit(this0);
    const float _4 = _2 * _3;
    return _4;
}

float Square_unit(thread Square& this0)
{
    const float _2 = this0.side;
    const float _4 = this0.side;
    const float _5 = _2 * _4;
    return _5;
}

float Square_both(thread Square& this0)
{
    Shape this1;
    Shape this2;
    const Shape _3 = this0.Shape;
    this1 = _3;
    const float _5 = Shape_area(this1);
    const Shape _6 = this1;
    this0.Shape = _6;
    const Shape _10 = this0.Shape;
    this2 = _10;
    const float _12 = Shape_unit(this2);
    const Shape _13 = this2;
    this0.Shape = _13;
    const float _15 = _5 + _12;
    const float _16 = Square_unit(this0);
    const float _17 = _15 + _16;
    return _17;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Square q;
    Shape this0;
    q.Shape.scale = 2.0f;
    const uint _8 = gl_GlobalInvocationID.x;
    const float _9 = float(_8);
    q.side = _9;
    const uint _12 = gl_GlobalInvocationID.x;
    const Shape _16 = q.Shape;
    this0 = _16;
    const float _18 = Shape_area(this0);
    const Shape _19 = this0;
    q.Shape = _19;
    const float _21 = Square_unit(q);
    const float _22 = _18 + _21;
    const float _23 = Square_both(q);
    const float _24 = _22 + _23;
    Out[_12] = _24;
    return;
}

