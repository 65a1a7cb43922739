#include <metal_stdlib>
using namespace metal;

int tsum_int_3(thread const int (&a)[3])
{
    int a0[3];
    int s;
    uint i;
    int s0;
    uint i0;
    int _14;
    for (uint i1 = 0; i1 < 3; ++i1)
    {
        a0[i1] = a[i1];
    }
    s = 0;
    i = 0u;
    for (;;)
    {
        {
            s0 = s;
            i0 = i;
            const bool _8 = i0 < 3u;
            if (!_8)
            {
                break;
            }
            const int _12 = a0[i0];
            _14 = s0 + _12;
        }
        const uint _17 = i0 + 1u;
        s = _14;
        i = _17;
    }
    return s0;
}

kernel void main0(
    device int* Out [[buffer(0)]])
{
    const int arg[3] = {(-5), 8, 3};
    const int _6 = tsum_int_3(arg);
    Out[0] = _6;
    return;
}

