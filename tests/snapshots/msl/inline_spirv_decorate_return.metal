// entry main
#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float4 in_POSITION [[attribute(0)]];
};

struct main_out
{
    float4 gl_Position [[position]];
};

struct VsOut
{
    float4 pos;
};

vertex main_out main0(
    main_in in [[stage_in]])
{
    VsOut o;
    main_out out;
    const float4 _6 = in.in_POSITION * float4(2.0f, 2.0f, 2.0f, 2.0f);
    o.pos = _6;
    const VsOut _8 = o;
    const float4 _9 = _8.pos;
    out.gl_Position = _9;
    const main_out _14 = out;
    return _14;
}

// entry tint
#include <metal_stdlib>
using namespace metal;

struct tint_in
{
    float4 in_POSITION [[attribute(0)]];
};

struct tint_out
{
    float4 gl_Position [[position]];
};

vertex tint_out tint(
    tint_in in [[stage_in]])
{
    tint_out out;
    const float4 _4 = in.in_POSITION.wzyx;
    out.gl_Position = _4;
    const tint_out _9 = out;
    return _9;
}

