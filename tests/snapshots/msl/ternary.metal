#include <metal_stdlib>
using namespace metal;

float Pick(bool c, float a, float b)
{
    float cond;
    if (c)
    {
        cond = a;
    }
    else
    {
        cond = b;
    }
    const float cond0 = cond;
    return cond0;
}

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float cond;
    float4 cond0;
    int cond1;
    int cond2;
    int cond3;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const uint _10 = gl_GlobalInvocationID.x;
    const bool _11 = _10 > 10u;
    if (_11)
    {
        cond = _6;
    }
    else
    {
        const float _16 = -_6;
        cond = _16;
    }
    const float cond4 = cond;
    const uint _22 = gl_GlobalInvocationID.x;
    const uint _23 = _22 & 1u;
    const bool _24 = _23 != 0u;
    if (_24)
    {
        cond0 = float4(1.0f, 2.0f, 3.0f, 4.0f);
    }
    else
    {
        cond0 = float4(5.0f, 6.0f, 7.0f, 8.0f);
    }
    const float4 cond5 = cond0;
    const uint _32 = gl_GlobalInvocationID.x;
    const bool _33 = _32 < 8u;
    if (_33)
    {
        cond3 = 0;
    }
    else
    {
        const uint _37 = gl_GlobalInvocationID.x;
        const bool _38 = _37 < 16u;
        if (_38)
        {
            cond2 = 1;
        }
        else
        {
            const uint _42 = gl_GlobalInvocationID.x;
            const bool _43 = _42 < 32u;
            if (_43)
            {
                cond1 = 2;
            }
            else
            {
                cond1 = 3;
            }
            const int cond6 = cond1;
            cond2 = cond6;
        }
        const int cond7 = cond2;
        cond3 = cond7;
    }
    const int cond8 = cond3;
    const uint _52 = uint(cond8);
    const bool _56 = cond4 > 0.0f;
    const float _58 = Pick(_56, cond4, 0.0f);
    const uint _61 = gl_GlobalInvocationID.x;
    const float4 _65 = float4(cond4);
    const float4 _66 = cond5 * _65;
    const float _68 = float(_52);
    const float4 _69 = float4(_68);
    const float4 _70 = _66 + _69;
    const float4 _72 = float4(_58);
    const float4 _73 = _70 + _72;
    Out[_61] = _73;
    return;
}

