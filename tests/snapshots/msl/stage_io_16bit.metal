#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float4 in_POSITION [[attribute(0)]];
    half4 in_COLOR [[attribute(1)]];
};

struct main_out
{
    float4 gl_Position [[position]];
    half3 out_COLOR0 [[user(locn0)]];
    half out_COLOR1 [[user(locn1)]];
};

struct VSOut
{
    float4 pos;
    half3 color;
    half weight;
};

vertex main_out main0(
    main_in in [[stage_in]])
{
    VSOut o;
    main_out out;
    o.pos = in.in_POSITION;
    const half3 _12 = in.in_COLOR.xyz;
    const half3 _13 = _12 * half3(2.0h, 2.0h, 2.0h);
    o.color = _13;
    const half _17 = in.in_COLOR.w;
    o.weight = _17;
    const VSOut _19 = o;
    const float4 _20 = _19.pos;
    out.gl_Position = _20;
    const half3 _22 = _19.color;
    out.out_COLOR0 = _22;
    const half _24 = _19.weight;
    out.out_COLOR1 = _24;
    const main_out _31 = out;
    return _31;
}

