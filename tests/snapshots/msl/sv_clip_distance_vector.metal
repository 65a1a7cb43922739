#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float4 in_POSITION [[attribute(0)]];
};

struct main_out
{
    float gl_ClipDistance [[clip_distance]][4];
    float4 gl_Position [[position]];
};

vertex main_out main0(
    main_in in [[stage_in]])
{
    main_out out;
    const float3 _6 = in.in_POSITION.xyz;
    const float _9 = in.in_POSITION.w;
    const float _10 = _9 - 0.5f;
    const float _14 = _6.x;
    out.gl_ClipDistance[0u] = _14;
    const float _17 = _6.y;
    out.gl_ClipDistance[1u] = _17;
    const float _20 = _6.z;
    out.gl_ClipDistance[2u] = _20;
    out.gl_ClipDistance[3u] = _10;
    out.gl_Position = in.in_POSITION;
    const main_out _34 = out;
    return _34;
}

