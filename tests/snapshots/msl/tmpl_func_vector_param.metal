#include <metal_stdlib>
using namespace metal;

float4 reversed_float_4(float4 v)
{
    float4 v0;
    float4 r;
    int i;
    int i0;
    v0 = v;
    i = 0;
    for (;;)
    {
        {
            i0 = i;
            const bool _7 = i0 < 4;
            if (!_7)
            {
                break;
            }
            const int _13 = 3 - i0;
            const float _15 = v0[_13];
            r[i0] = _15;
        }
        const int _18 = i0 + 1;
        i = _18;
    }
    const float4 _20 = r;
    return _20;
}

float sum_float_4(float4 v)
{
    float4 v0;
    float r;
    int i;
    float r0;
    int i0;
    float _14;
    v0 = v;
    r = 0.0f;
    i = 0;
    for (;;)
    {
        {
            r0 = r;
            i0 = i;
            const bool _8 = i0 < 4;
            if (!_8)
            {
                break;
            }
            const float _12 = v0[i0];
            _14 = r0 + _12;
        }
        const int _17 = i0 + 1;
        r = _14;
        i = _17;
    }
    return r0;
}

int sum_int_3(int3 v)
{
    int3 v0;
    int r;
    int i;
    int r0;
    int i0;
    int _14;
    v0 = v;
    r = 0;
    i = 0;
    for (;;)
    {
        {
            r0 = r;
            i0 = i;
            const bool _8 = i0 < 3;
            if (!_8)
            {
                break;
            }
            const int _12 = v0[i0];
            _14 = r0 + _12;
        }
        const int _17 = i0 + 1;
        r = _14;
        i = _17;
    }
    return r0;
}

uint sum_uint_2(uint2 v)
{
    uint2 v0;
    uint r;
    int i;
    uint r0;
    int i0;
    uint _14;
    v0 = v;
    r = 0u;
    i = 0;
    for (;;)
    {
        {
            r0 = r;
            i0 = i;
            const bool _8 = i0 < 2;
            if (!_8)
            {
                break;
            }
            const uint _12 = v0[i0];
            _14 = r0 + _12;
        }
        const int _17 = i0 + 1;
        r = _14;
        i = _17;
    }
    return r0;
}

float sum_float_2(float2 v)
{
    float2 v0;
    float r;
    int i;
    float r0;
    int i0;
    float _14;
    v0 = v;
    r = 0.0f;
    i = 0;
    for (;;)
    {
        {
            r0 = r;
            i0 = i;
            const bool _8 = i0 < 2;
            if (!_8)
            {
                break;
            }
            const float _12 = v0[i0];
            _14 = r0 + _12;
        }
        const int _17 = i0 + 1;
        r = _14;
        i = _17;
    }
    return r0;
}

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 + 1u;
    const float _7 = float(_6);
    const float4 _8 = float4(_7);
    const float4 _9 = float4(1.0f, 2.0f, 3.0f, 4.0f) * _8;
    const uint _13 = gl_GlobalInvocationID.x;
    const int _14 = int(_13);
    const int3 _15 = int3(_14, 10, 20);
    const uint _18 = gl_GlobalInvocationID.x;
    const float4 _21 = reversed_float_4(_9);
    const float _23 = sum_float_4(_9);
    const int _25 = sum_int_3(_15);
    const float _26 = float(_25);
    const uint2 _28 = gl_GlobalInvocationID.xy;
    const uint _29 = sum_uint_2(_28);
    const float _30 = float(_29);
    const float2 _32 = _9.xy;
    const float _33 = sum_float_2(_32);
    const float4 _34 = float4(_23, _26, _30, _33);
    const float4 _35 = _21 + _34;
    Out[_18] = _35;
    return;
}

