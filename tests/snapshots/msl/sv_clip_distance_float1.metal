#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float4 in_POSITION [[attribute(0)]];
};

struct main_out
{
    float4 gl_Position [[position]];
    float gl_ClipDistance [[clip_distance]][2];
};

struct VSOut
{
    float4 pos;
    float clip0;
    float clip1;
};

vertex main_out main0(
    main_in in [[stage_in]])
{
    VSOut o;
    main_out out;
    o.pos = in.in_POSITION;
    const float _9 = in.in_POSITION.x;
    o.clip0 = _9;
    const float _13 = in.in_POSITION.y;
    const float _14 = _13 - 0.25f;
    o.clip1 = _14;
    const VSOut _16 = o;
    const float4 _17 = _16.pos;
    out.gl_Position = _17;
    const float _19 = _16.clip0;
    out.gl_ClipDistance[0u] = _19;
    const float _22 = _16.clip1;
    out.gl_ClipDistance[1u] = _22;
    const main_out _30 = out;
    return _30;
}

