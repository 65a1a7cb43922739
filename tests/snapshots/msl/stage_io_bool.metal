// entry ps_main
#include <metal_stdlib>
using namespace metal;

struct ps_main_in
{
    uint in_FLAG0 [[user(locn0), flat]];
    uint2 in_FLAG1 [[user(locn1), flat]];
};

struct ps_main_out
{
    float4 out_SV_Target [[color(0)]];
};

struct VSOut
{
    float4 pos;
    bool lit;
    bool2 mask;
};

fragment ps_main_out ps_main(
    ps_main_in in [[stage_in]],
    float4 gl_FragCoord [[position]])
{
    VSOut i;
    float cond;
    float cond0;
    float cond1;
    ps_main_out out;
    i.pos = gl_FragCoord;
    const bool _5 = in.in_FLAG0 != 0u;
    i.lit = _5;
    const bool2 _9 = in.in_FLAG1 != uint2(0u, 0u);
    i.mask = _9;
    const bool _13 = i.lit;
    if (_13)
    {
        cond = 1.0f;
    }
    else
    {
        cond = 0.0f;
    }
    const float cond2 = cond;
    const bool2 _19 = i.mask;
    const bool _20 = _19.x;
    if (_20)
    {
        cond0 = 1.0f;
    }
    else
    {
        cond0 = 0.0f;
    }
    const float cond3 = cond0;
    const bool2 _26 = i.mask;
    const bool _27 = _26.y;
    if (_27)
    {
        cond1 = 1.0f;
    }
    else
    {
        cond1 = 0.0f;
    }
    const float cond4 = cond1;
    const float4 _32 = float4(cond2, cond3, cond4, 1.0f);
    out.out_SV_Target = _32;
    const ps_main_out _52 = out;
    return _52;
}

// entry vs_main
#include <metal_stdlib>
using namespace metal;

struct vs_main_in
{
    float4 in_POSITION [[attribute(0)]];
    uint in_VISIBLE [[attribute(1)]];
};

struct vs_main_out
{
    float4 gl_Position [[position]];
    uint out_FLAG0 [[user(locn0)]];
    uint2 out_FLAG1 [[user(locn1)]];
};

struct VSOut
{
    float4 pos;
    bool lit;
    bool2 mask;
};

vertex vs_main_out vs_main(
    vs_main_in in [[stage_in]])
{
    VSOut o;
    bool and0;
    vs_main_out out;
    const bool _5 = in.in_VISIBLE != 0u;
    o.pos = in.in_POSITION;
    if (_5)
    {
        const float _16 = in.in_POSITION.x;
        const bool _17 = _16 > 0.0f;
        and0 = _17;
    }
    else
    {
        and0 = _5;
    }
    const bool and1 = and0;
    o.lit = and1;
    const float _24 = in.in_POSITION.y;
    const bool _25 = _24 < 0.0f;
    const bool2 _26 = bool2(_5, _25);
    o.mask = _26;
    const VSOut _28 = o;
    const float4 _29 = _28.pos;
    out.gl_Position = _29;
    const bool _31 = _28.lit;
    const uint _32 = _31 ? 1u : 0u;
    out.out_FLAG0 = _32;
    const bool2 _34 = _28.mask;
    const uint2 _35 = select(uint2(0u, 0u), uint2(1u, 1u), _34);
    out.out_FLAG1 = _35;
    const vs_main_out _47 = out;
    return _47;
}

