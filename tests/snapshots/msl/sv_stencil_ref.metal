#include <metal_stdlib>
using namespace metal;

struct main_out
{
    float4 out_SV_Target [[color(0)]];
    uint gl_FragStencilRefARB [[stencil]];
};

struct PSOut
{
    float4 color;
    uint stencil;
};

fragment main_out main0(
    float4 gl_FragCoord [[position]])
{
    PSOut o;
    main_out out;
    o.color = gl_FragCoord;
    const float _9 = gl_FragCoord.x;
    const uint _10 = uint(_9);
    const uint _11 = _10 & 255u;
    o.stencil = _11;
    const PSOut _13 = o;
    const float4 _14 = _13.color;
    out.out_SV_Target = _14;
    const uint _16 = _13.stencil;
    out.gl_FragStencilRefARB = _16;
    const main_out _22 = out;
    return _22;
}

