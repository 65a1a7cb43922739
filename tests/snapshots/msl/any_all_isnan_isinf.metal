#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    const device float4* In [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint cond;
    uint cond0;
    uint cond1;
    uint cond2;
    uint cond3;
    uint cond4;
    uint cond5;
    const uint _5 = gl_GlobalInvocationID.x;
    const float4 _7 = In[_5];
    const bool4 _12 = _7 > float4(1.0f, 1.0f, 1.0f, 1.0f);
    const bool _13 = bool(any(_12));
    if (_13)
    {
        cond = 1u;
    }
    else
    {
        cond = 0u;
    }
    const uint cond6 = cond;
    const uint _19 = 0u | cond6;
    const bool4 _22 = _7 > float4(0.0f, 0.0f, 0.0f, 0.0f);
    const bool _23 = bool(all(_22));
    if (_23)
    {
        cond0 = 2u;
    }
    else
    {
        cond0 = 0u;
    }
    const uint cond7 = cond0;
    const uint _29 = _19 | cond7;
    const uint _32 = gl_GlobalInvocationID.x;
    const int _33 = int(_32);
    const int3 _34 = int3(0, _33, 0);
    const bool3 _35 = _34 != int3(0, 0, 0);
    const bool _36 = bool(any(_35));
    if (_36)
    {
        cond1 = 4u;
    }
    else
    {
        cond1 = 0u;
    }
    const uint cond8 = cond1;
    const uint _42 = _29 | cond8;
    const bool4 _45 = _7 != float4(0.0f, 0.0f, 0.0f, 0.0f);
    const bool _46 = bool(all(_45));
    if (_46)
    {
        cond2 = 8u;
    }
    else
    {
        cond2 = 0u;
    }
    const uint cond9 = cond2;
    const uint _52 = _42 | cond9;
    const bool4 _55 = bool4(isnan(_7));
    const bool _56 = bool(any(_55));
    if (_56)
    {
        cond3 = 16u;
    }
    else
    {
        cond3 = 0u;
    }
    const uint cond10 = cond3;
    const uint _62 = _52 | cond10;
    const float _65 = _7.x;
    const bool _66 = bool(isinf(_65));
    if (_66)
    {
        cond4 = 32u;
    }
    else
    {
        cond4 = 0u;
    }
    const uint cond11 = cond4;
    const uint _72 = _62 | cond11;
    const float2 _75 = _7.yz;
    const bool2 _76 = bool2(isnan(_75));
    const bool2 _77 = bool2(isinf(_75));
    const bool2 _78 = _76 || _77;
    const bool2 _79 = !_78;
    const bool _80 = bool(all(_79));
    if (_80)
    {
        cond5 = 64u;
    }
    else
    {
        cond5 = 0u;
    }
    const uint cond12 = cond5;
    const uint _86 = _72 | cond12;
    const uint _89 = gl_GlobalInvocationID.x;
    Out[_89] = _86;
    return;
}

