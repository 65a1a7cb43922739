#include <metal_stdlib>
using namespace metal;

float total_float_3(thread const float (&a)[3])
{
    float a0[3];
    float r;
    uint i;
    float r0;
    uint i0;
    float _14;
    for (uint i1 = 0; i1 < 3; ++i1)
    {
        a0[i1] = a[i1];
    }
    r = 0.0f;
    i = 0u;
    for (;;)
    {
        {
            r0 = r;
            i0 = i;
            const bool _8 = i0 < 3u;
            if (!_8)
            {
                break;
            }
            const float _12 = a0[i0];
            _14 = r0 + _12;
        }
        const uint _17 = i0 + 1u;
        r = _14;
        i = _17;
    }
    return r0;
}

int total_int_5(thread const int (&a)[5])
{
    int a0[5];
    int r;
    uint i;
    int r0;
    uint i0;
    int _14;
    for (uint i1 = 0; i1 < 5; ++i1)
    {
        a0[i1] = a[i1];
    }
    r = 0;
    i = 0u;
    for (;;)
    {
        {
            r0 = r;
            i0 = i;
            const bool _8 = i0 < 5u;
            if (!_8)
            {
                break;
            }
            const int _12 = a0[i0];
            _14 = r0 + _12;
        }
        const uint _17 = i0 + 1u;
        r = _14;
        i = _17;
    }
    return r0;
}

float2 total_float2_2(thread const vec<float, 2> (&a)[2])
{
    float2 a0[2];
    float2 r;
    uint i;
    float2 r0;
    uint i0;
    float2 _14;
    for (uint i1 = 0; i1 < 2; ++i1)
    {
        a0[i1] = a[i1];
    }
    r = float2(0.0f, 0.0f);
    i = 0u;
    for (;;)
    {
        {
            r0 = r;
            i0 = i;
            const bool _8 = i0 < 2u;
            if (!_8)
            {
                break;
            }
            const float2 _12 = a0[i0];
            _14 = r0 + _12;
        }
        const uint _17 = i0 + 1u;
        r = _14;
        i = _17;
    }
    return r0;
}

uint count_of_int_5(thread const int (&a)[5])
{
    return 5u;
}

uint count_of_float2_2(thread const vec<float, 2> (&a)[2])
{
    return 2u;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    float _7[3];
    _7[0] = 1.5f;
    _7[1] = 2.5f;
    _7[2] = _6;
    const uint _11 = gl_GlobalInvocationID.x;
    const int _12 = int(_11);
    int _13[5];
    _13[0] = 1;
    _13[1] = 2;
    _13[2] = 3;
    _13[3] = 4;
    _13[4] = _12;
    const uint _17 = gl_GlobalInvocationID.x;
    const float _18 = float(_17);
    const float2 _19 = float2(3.0f, _18);
    const float _20 = _19.x;
    const float _21 = _19.y;
    const float2 _22 = float2(_20, _21);
    float2 _23[2];
    _23[0] = float2(1.0f, 2.0f);
    _23[1] = _22;
    const uint _26 = gl_GlobalInvocationID.x;
    const float _29 = total_float_3(_7);
    const int _31 = total_int_5(_13);
    const float _32 = float(_31);
    const float _33 = _29 + _32;
    const float2 _35 = total_float2_2(_23);
    const float _36 = _35.y;
    const float _37 = _33 + _36;
    const uint _39 = count_of_int_5(_13);
    const float _40 = float(_39);
    const float _41 = _37 + _40;
    const uint _43 = count_of_float2_2(_23);
    const float _44 = float(_43);
    const float _45 = _41 + _44;
    Out[_26] = _45;
    return;
}

