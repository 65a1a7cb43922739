#include <metal_stdlib>
using namespace metal;

struct vs_main_in
{
    float2 in_ATTR0 [[attribute(0)]];
    float in_ATTR1 [[attribute(1)]];
    float in_ATTR2 [[attribute(2)]];
    float4 in_ATTR3 [[attribute(3)]];
};

struct vs_main_out
{
    float4 gl_Position [[position]];
    float2 out_TEXCOORD3 [[user(locn0)]];
    float out_TEXCOORD4 [[user(locn1)]];
    float out_TEXCOORD5 [[user(locn2)]];
    float4 out_TEXCOORD6 [[user(locn3)]];
};

struct Nested
{
    float4 tint;
};

struct Attribs
{
    float2 uv;
    float weights[2];
    Nested nested;
};

struct VSOut
{
    float4 pos;
    Attribs a;
};

struct ps_main_in
{
    float2 in_TEXCOORD3 [[user(locn0)]];
    float in_TEXCOORD4 [[user(locn1)]];
    float in_TEXCOORD5 [[user(locn2)]];
    float4 in_TEXCOORD6 [[user(locn3)]];
};

struct ps_main_out
{
    float4 out_SV_Target1 [[color(1)]];
    float4 out_SV_Target2 [[color(2)]];
};

struct PSOut
{
    float4 color;
    float4 glow;
};

vertex vs_main_out vs_main(
    vs_main_in in [[stage_in]],
    uint gl_VertexIndex [[vertex_id]])
{
    Attribs input;
    VSOut o;
    vs_main_out out;
    input.uv = in.in_ATTR0;
    input.weights[0u] = in.in_ATTR1;
    input.weights[1u] = in.in_ATTR2;
    input.nested.tint = in.in_ATTR3;
    const float2 _22 = input.uv;
    const float _24 = float(gl_VertexIndex);
    const float4 _25 = float4(_22, _24, 1.0f);
    o.pos = _25;
    const Attribs _28 = input;
    o.a = _28;
    const VSOut _30 = o;
    const float4 _31 = _30.pos;
    out.gl_Position = _31;
    const Attribs _33 = _30.a;
    const float2 _34 = _33.uv;
    out.out_TEXCOORD3 = _34;
    const Attribs _36 = _30.a;
    float _37[2];
    for (uint i = 0; i < 2; ++i)
    {
        _37[i] = _36.weights[i];
    }
    const float _38 = _37[0];
    out.out_TEXCOORD4 = _38;
    const Attribs _40 = _30.a;
    float _41[2];
    for (uint i0 = 0; i0 < 2; ++i0)
    {
        _41[i0] = _40.weights[i0];
    }
    const float _42 = _41[1];
    out.out_TEXCOORD5 = _42;
    const Attribs _44 = _30.a;
    const Nested _45 = _44.nested;
    const float4 _46 = _45.tint;
    out.out_TEXCOORD6 = _46;
    const vs_main_out _55 = out;
    return _55;
}

fragment ps_main_out ps_main(
    ps_main_in in [[stage_in]],
    float4 gl_FragCoord [[position]])
{
    Attribs a;
    PSOut o;
    ps_main_out out;
    a.uv = in.in_TEXCOORD3;
    a.weights[0u] = in.in_TEXCOORD4;
    a.weights[1u] = in.in_TEXCOORD5;
    a.nested.tint = in.in_TEXCOORD6;
    const float4 _23 = a.nested.tint;
    const float _26 = a.weights[0];
    const float _29 = a.weights[1];
    const float _30 = _26 + _29;
    const float4 _31 = float4(_30);
    const float4 _32 = _23 * _31;
    o.color = _32;
    const float2 _36 = a.uv;
    const float2 _38 = gl_FragCoord.xy;
    const float4 _39 = float4(_36, _38);
    o.glow = _39;
    const float4 _42 = o.color;
    out.out_SV_Target1 = _42;
    const float4 _45 = o.glow;
    out.out_SV_Target2 = _45;
    const ps_main_out _51 = out;
    return _51;
}

