#include <metal_stdlib>
using namespace metal;

struct Box_int
{
    int v;
};

struct Box_Box_int
{
    Box_int v;
};

struct Box_float
{
    float v;
};

struct Box_float3
{
    float3 v;
};

struct Pair_Box_float_int
{
    Box_float first;
    int second;
};

Box_int Box_Box_int_get(thread Box_Box_int& this0)
{
    const Box_int _2 = this0.v;
    return _2;
}

int Box_int_get(thread Box_int& this0)
{
    const int _2 = this0.v;
    return _2;
}

float unbox_float(Box_float b)
{
    Box_float b0;
    b0 = b;
    const float _4 = b0.v;
    return _4;
}

float3 unbox_float3(Box_float3 b)
{
    Box_float3 b0;
    b0 = b;
    const float3 _4 = b0.v;
    return _4;
}

int unbox_int(Box_int b)
{
    Box_int b0;
    b0 = b;
    const int _4 = b0.v;
    return _4;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Box_Box_int bb;
    Pair_Box_float_int p;
    Box_int this0;
    Box_float3 bv;
    const uint _7 = gl_GlobalInvocationID.x;
    const int _8 = int(_7);
    bb.v.v = _8;
    p.first.v = 0.5f;
    const Box_int _16 = Box_Box_int_get(bb);
    this0 = _16;
    const int _18 = Box_int_get(this0);
    p.second = _18;
    bv.v = float3(1.0f, 2.0f, 3.0f);
    const uint _24 = gl_GlobalInvocationID.x;
    const Box_float _27 = p.first;
    const float _28 = unbox_float(_27);
    const int _30 = p.second;
    const float _31 = float(_30);
    const float _32 = _28 + _31;
    const Box_float3 _33 = bv;
    const float3 _34 = unbox_float3(_33);
    const float _35 = _34.y;
    const float _36 = _32 + _35;
    const Box_int _38 = bb.v;
    const int _39 = unbox_int(_38);
    const float _40 = float(_39);
    const float _41 = _36 + _40;
    Out[_24] = _41;
    return;
}

