#include <metal_stdlib>
using namespace metal;

struct ShadowPS_out
{
    float gl_FragDepth [[depth(any)]];
};

fragment ShadowPS_out ShadowPS(
    float4 gl_FragCoord [[position]])
{
    bool and0;
    bool and1;
    bool and2;
    float cond;
    ShadowPS_out out;
    const float2 _5 = gl_FragCoord.xy;
    const uint2 _6 = uint2(_5);
    const uint _12 = _6.x;
    const bool _13 = _12 >= 2u;
    if (_13)
    {
        const uint _16 = _6.x;
        const bool _17 = _16 <= 5u;
        and0 = _17;
    }
    else
    {
        and0 = _13;
    }
    const bool and3 = and0;
    if (and3)
    {
        const uint _22 = _6.y;
        const bool _23 = _22 >= 2u;
        and1 = _23;
    }
    else
    {
        and1 = and3;
    }
    const bool and4 = and1;
    if (and4)
    {
        const uint _28 = _6.y;
        const bool _29 = _28 <= 4u;
        and2 = _29;
    }
    else
    {
        and2 = and4;
    }
    const bool and5 = and2;
    if (and5)
    {
        cond = 0.25f;
    }
    else
    {
        cond = 0.75f;
    }
    const float cond0 = cond;
    out.gl_FragDepth = cond0;
    const ShadowPS_out _60 = out;
    return _60;
}

