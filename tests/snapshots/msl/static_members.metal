#include <metal_stdlib>
using namespace metal;

struct Stats
{
    float value;
};

Stats Stats_make(float v, thread uint& count)
{
    Stats s;
    s.value = v;
    const uint _7 = count;
    const uint _8 = _7 + 1u;
    count = _8;
    const Stats _10 = s;
    return _10;
}

Stats Stats_twin(thread Stats& this0, thread uint& count)
{
    const float _2 = this0.value;
    const float _3 = _2 * 2.0f;
    const Stats _4 = Stats_make(_3, count);
    return _4;
}

bool Stats_full(thread uint& count)
{
    const uint _0 = count;
    const bool _1 = _0 >= 16u;
    return _1;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint count = 3u;
    Stats a;
    Stats b;
    float extra[4];
    int cond;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const Stats _7 = Stats_make(_6, count);
    a = _7;
    const Stats _10 = Stats_twin(a, count);
    b = _10;
    const bool _14 = Stats_full(count);
    if (_14)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const float _19 = float(cond0);
    extra[0] = _19;
    const uint _22 = gl_GlobalInvocationID.x;
    const float _25 = a.value;
    const float _27 = b.value;
    const float _28 = _25 + _27;
    const uint _29 = count;
    const float _30 = float(_29);
    const float _31 = _28 + _30;
    const float _33 = extra[0];
    const float _34 = _31 + _33;
    Out[_22] = _34;
    return;
}

