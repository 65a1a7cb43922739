#include <metal_stdlib>
using namespace metal;

struct E
{
};

struct S
{
    E E;
    float x;
};

struct T
{
    float y;
    E tags[2];
};

E make()
{
    return E{};
}

float S_get(thread S& this0)
{
    const float _2 = this0.x;
    return _2;
}

kernel void main0(
    device float* O [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    T t;
    S s;
    E arr[3];
    const E _4 = make();
    const uint _9 = gl_GlobalInvocationID.x;
    const float _11 = O[_9];
    t.y = _11;
    t.tags[1] = _4;
    const float _20 = t.y;
    s.x = _20;
    const uint _24 = gl_GlobalInvocationID.x;
    const uint _25 = _24 % 3u;
    const uint _29 = gl_GlobalInvocationID.x;
    const uint _30 = _29 & 1u;
    const E _32 = t.tags[_30];
    arr[_25] = _32;
    const uint _35 = gl_GlobalInvocationID.x;
    const float _37 = S_get(s);
    const float _39 = t.y;
    const float _40 = _37 + _39;
    O[_35] = _40;
    return;
}

