#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    texture2d<float> Pyramid [[texture(0)]],
    sampler Wrap [[sampler(0)]],
    float4 gl_FragCoord [[position]])
{
    bool returned;
    int cond;
    int cond0;
    PSMain_out out;
    const float2 _5 = gl_FragCoord.xy;
    const float2 _6 = _5 / float2(8.0f, 8.0f);
    const float _10 = gl_FragCoord.y;
    const uint _11 = uint(_10);
    const uint _12 = _11 / 2u;
    const bool _15 = _12 == 3u;
    if (_15)
    {
        const float4 _19 = Pyramid.sample(Wrap, _6, level(3.0f));
        out.out_SV_Target = _19;
        returned = true;
    }
    else
    {
        returned = false;
    }
    const bool returned0 = returned;
    const bool _24 = _12 == 0u;
    if (_24)
    {
        cond0 = 1;
    }
    else
    {
        const bool _28 = _12 == 1u;
        if (_28)
        {
            cond = 2;
        }
        else
        {
            cond = 4;
        }
        const int cond1 = cond;
        cond0 = cond1;
    }
    const int cond2 = cond0;
    const float _35 = float(cond2);
    const float2 _41 = float2(_35);
    const float2 _42 = _6 * _41;
    const float4 _43 = Pyramid.sample(Wrap, _42);
    const bool _50 = !returned0;
    if (_50)
    {
        out.out_SV_Target = _43;
    }
    const PSMain_out _70 = out;
    return _70;
}

