#include <metal_stdlib>
using namespace metal;

struct Base
{
    float x;
    uint y;
};

struct Mid
{
    Base Base;
    float z;
};

struct Leaf
{
    Mid Mid;
    float w;
};

void bump(thread Base& b)
{
    const float _2 = b.x;
    const float _3 = _2 + 1.0f;
    b.x = _3;
    const uint _6 = b.y;
    const uint _7 = _6 * 2u;
    b.y = _7;
    return;
}

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Leaf l;
    Base b;
    l = Leaf{Mid{Base{0.0f, 0u}, 0.0f}, 0.0f};
    const uint _7 = gl_GlobalInvocationID.x;
    const Base _8 = Base{5.0f, _7};
    l.Mid.Base = _8;
    const Base _17 = l.Mid.Base;
    b = _17;
    bump(b);
    const Base _20 = b;
    l.Mid.Base = _20;
    l.Mid.z = 7.0f;
    l.w = 9.0f;
    const uint _28 = gl_GlobalInvocationID.x;
    const float _31 = l.Mid.Base.x;
    const uint _33 = l.Mid.Base.y;
    const float _34 = float(_33);
    const float _36 = l.Mid.z;
    const float _38 = l.w;
    const float4 _39 = float4(_31, _34, _36, _38);
    Out[_28] = _39;
    return;
}

