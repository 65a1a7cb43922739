#include <metal_stdlib>
using namespace metal;

float Sum4(thread const float (&a)[4])
{
    float a0[4];
    for (uint i = 0; i < 4; ++i)
    {
        a0[i] = a[i];
    }
    const float _4 = a0[0];
    const float _6 = a0[1];
    const float _7 = _4 + _6;
    const float _9 = a0[2];
    const float _10 = _7 + _9;
    const float _12 = a0[3];
    const float _13 = _10 + _12;
    return _13;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float a[4];
    float b[4];
    float2 v[2];
    uint i;
    uint i0;
    i = 0u;
    for (;;)
    {
        {
            i0 = i;
            const bool _7 = i0 < 4u;
            if (!_7)
            {
                break;
            }
            const uint _13 = gl_GlobalInvocationID.x;
            const uint _14 = i0 * _13;
            const float _15 = float(_14);
            a[i0] = _15;
        }
        const uint _18 = i0 + 1u;
        i = _18;
    }
    float _21[4];
    for (uint i1 = 0; i1 < 4; ++i1)
    {
        _21[i1] = a[i1];
    }
    for (uint i2 = 0; i2 < 4; ++i2)
    {
        b[i2] = _21[i2];
    }
    const uint _24 = gl_GlobalInvocationID.x;
    const uint _25 = _24 % 4u;
    const float _27 = b[_25];
    const float _28 = _27 + 100.0f;
    b[_25] = _28;
    const float2 k[2] = {float2(1.0f, 2.0f), float2(3.0f, 4.0f)};
    for (uint i3 = 0; i3 < 2; ++i3)
    {
        v[i3] = k[i3];
    }
    const float _34 = b[3];
    const float2 _35 = v[1];
    float2 _36 = _35;
    _36.y = _34;
    v[1] = _36;
    const uint _39 = gl_GlobalInvocationID.x;
    float _41[4];
    for (uint i4 = 0; i4 < 4; ++i4)
    {
        _41[i4] = a[i4];
    }
    const float _42 = Sum4(_41);
    float _43[4];
    for (uint i5 = 0; i5 < 4; ++i5)
    {
        _43[i5] = b[i5];
    }
    const float _44 = Sum4(_43);
    const float _45 = _42 + _44;
    const uint _47 = gl_GlobalInvocationID.x;
    const uint _48 = _47 & 1u;
    const float2 _50 = v[_48];
    const float _51 = _50.y;
    const float _52 = _45 + _51;
    Out[_39] = _52;
    return;
}

