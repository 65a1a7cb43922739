#include <metal_stdlib>
using namespace metal;

float3x2 flip_float_2_3(float2x3 m)
{
    float2x3 m0;
    float3x2 r;
    int i;
    int j;
    int i0;
    int j0;
    m0 = m;
    i = 0;
    for (;;)
    {
        {
            i0 = i;
            const bool _7 = i0 < 2;
            if (!_7)
            {
                break;
            }
            j = 0;
            for (;;)
            {
                {
                    j0 = j;
                    const bool _12 = j0 < 3;
                    if (!_12)
                    {
                        break;
                    }
                    const float _22 = m0[i0][j0];
                    r[j0][i0] = _22;
                }
                const int _25 = j0 + 1;
                j = _25;
            }
        }
        const int _28 = i0 + 1;
        i = _28;
    }
    const float3x2 _30 = r;
    return _30;
}

float trace_float_3(float3x3 m)
{
    float3x3 m0;
    float t;
    int i;
    float t0;
    int i0;
    float _16;
    m0 = m;
    t = 0.0f;
    i = 0;
    for (;;)
    {
        {
            t0 = t;
            i0 = i;
            const bool _8 = i0 < 3;
            if (!_8)
            {
                break;
            }
            const float _14 = m0[i0][i0];
            _16 = t0 + _14;
        }
        const int _19 = i0 + 1;
        t = _16;
        i = _19;
    }
    return t0;
}

float3x3 flip_float_3_3(float3x3 m)
{
    float3x3 m0;
    float3x3 r;
    int i;
    int j;
    int i0;
    int j0;
    m0 = m;
    i = 0;
    for (;;)
    {
        {
            i0 = i;
            const bool _7 = i0 < 3;
            if (!_7)
            {
                break;
            }
            j = 0;
            for (;;)
            {
                {
                    j0 = j;
                    const bool _12 = j0 < 3;
                    if (!_12)
                    {
                        break;
                    }
                    const float _22 = m0[i0][j0];
                    r[j0][i0] = _22;
                }
                const int _25 = j0 + 1;
                j = _25;
            }
        }
        const int _28 = i0 + 1;
        i = _28;
    }
    const float3x3 _30 = r;
    return _30;
}

kernel void main0(
    device float3* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float3x2 b;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float3 _7 = float3(_6);
    const float3 _8 = float3(_6);
    const float2x3 _9 = float2x3(_7, _8);
    const float3 _10 = _9[0];
    const float3 _11 = float3(1.0f, 2.0f, 3.0f) * _10;
    const float3 _12 = _9[1];
    const float3 _13 = float3(4.0f, 5.0f, 6.0f) * _12;
    const float2x3 _14 = float2x3(_11, _13);
    const float3x2 _18 = flip_float_2_3(_14);
    b = _18;
    const uint _23 = gl_GlobalInvocationID.x;
    const float2 _26 = b[2];
    const float _28 = trace_float_3(float3x3(float3(1.0f, 0.0f, 0.0f), float3(0.0f, 2.0f, 0.0f), float3(0.0f, 0.0f, 3.0f)));
    const float3 _29 = float3(_26, _28);
    const float3x3 _31 = flip_float_3_3(float3x3(float3(1.0f, 0.0f, 0.0f), float3(0.0f, 2.0f, 0.0f), float3(0.0f, 0.0f, 3.0f)));
    const float3 _32 = _31[0];
    const float3 _33 = _29 + _32;
    Out[_23] = _33;
    return;
}

