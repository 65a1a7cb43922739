#include <metal_stdlib>
using namespace metal;

struct Holder_int
{
    int v;
};

int Holder_int_get(thread Holder_int& this0)
{
    const int _2 = this0.v;
    return _2;
}

uint times_3()
{
    return 9u;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Holder_int h;
    const uint _6 = gl_GlobalInvocationID.x;
    const int _7 = int(_6);
    h.v = _7;
    const uint _10 = gl_GlobalInvocationID.x;
    const int _12 = Holder_int_get(h);
    const uint _13 = uint(_12);
    const uint _14 = times_3();
    const uint _15 = _13 + _14;
    Out[_10] = _15;
    return;
}

