#include <metal_stdlib>
using namespace metal;

constant float weights[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};

constant uint primes[4] = {2u, 3u, 5u, 7u};

kernel void main0(
    const device float* In [[buffer(0)]],
    device float* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float s;
    int k;
    float s0;
    int k0;
    float _25;
    s = 0.0f;
    k = (-2);
    for (;;)
    {
        {
            s0 = s;
            k0 = k;
            const bool _9 = k0 <= 2;
            if (!_9)
            {
                break;
            }
            const int _12 = k0 + 2;
            const float _14 = weights[_12];
            const uint _16 = gl_GlobalInvocationID.x;
            const uint _18 = uint(k0);
            const uint _19 = _16 + _18;
            const uint _20 = _19 & 63u;
            const float _22 = In[_20];
            const float _23 = _14 * _22;
            _25 = s0 + _23;
        }
        const int _28 = k0 + 1;
        s = _25;
        k = _28;
    }
    const uint _31 = gl_GlobalInvocationID.x;
    const uint _35 = gl_GlobalInvocationID.x;
    const uint _36 = _35 % 4u;
    const uint _38 = primes[_36];
    const float _39 = float(_38);
    const float _40 = s0 * _39;
    Out[_31] = _40;
    return;
}

