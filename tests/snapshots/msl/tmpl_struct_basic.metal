#include <metal_stdlib>
using namespace metal;

struct Pair_float
{
    float first;
    float second;
};

struct Pair_int2
{
    int2 first;
    int2 second;
};

Pair_float Pair_float_swapped(thread Pair_float& this0)
{
    Pair_float r;
    const float _4 = this0.second;
    r.first = _4;
    const float _8 = this0.first;
    r.second = _8;
    const Pair_float _10 = r;
    return _10;
}

float Pair_float_sum(thread Pair_float& this0)
{
    const float _2 = this0.first;
    const float _4 = this0.second;
    const float _5 = _2 + _4;
    return _5;
}

int2 Pair_int2_sum(thread Pair_int2& this0)
{
    const int2 _2 = this0.first;
    const int2 _4 = this0.second;
    const int2 _5 = _2 + _4;
    return _5;
}

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Pair_float p;
    Pair_int2 q;
    Pair_float s;
    const uint _6 = gl_GlobalInvocationID.x;
    const float _7 = float(_6);
    p.first = _7;
    p.second = 0.5f;
    q.first = int2(1, 2);
    const uint _16 = gl_GlobalInvocationID.x;
    const int _17 = int(_16);
    const int2 _18 = int2(_17, 3);
    q.second = _18;
    const Pair_float _21 = Pair_float_swapped(p);
    s = _21;
    const uint _24 = gl_GlobalInvocationID.x;
    const float _26 = Pair_float_sum(p);
    const float _28 = s.first;
    const int2 _29 = Pair_int2_sum(q);
    const float2 _30 = float2(_29);
    const float4 _31 = float4(_26, _28, _30);
    Out[_24] = _31;
    return;
}

