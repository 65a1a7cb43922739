#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float3 in_POSITION [[attribute(0)]];
};

struct main_out
{
    float4 gl_Position [[position]];
    float gl_ClipDistance [[clip_distance]][5];
    float2 out_TEXCOORD0 [[user(locn0)]];
};

struct VSOut
{
    float4 pos;
    float plane;
    float2 pairs[2];
    float2 uv;
};

vertex main_out main0(
    main_in in [[stage_in]],
    uint gl_VertexIndex [[vertex_id]])
{
    VSOut o;
    main_out out;
    const float4 _9 = float4(in.in_POSITION, 1.0f);
    o.pos = _9;
    const float _13 = dot(in.in_POSITION, float3(0.0f, 1.0f, 0.0f));
    o.plane = _13;
    const float _18 = in.in_POSITION.x;
    const float _20 = in.in_POSITION.x;
    const float _21 = -_20;
    const float2 _22 = float2(_18, _21);
    o.pairs[0] = _22;
    const float _27 = in.in_POSITION.z;
    const float _29 = float(gl_VertexIndex);
    const float2 _30 = float2(_27, _29);
    o.pairs[1] = _30;
    const float2 _34 = in.in_POSITION.xy;
    o.uv = _34;
    const VSOut _36 = o;
    const float4 _37 = _36.pos;
    out.gl_Position = _37;
    const float _39 = _36.plane;
    out.gl_ClipDistance[4u] = _39;
    float2 _42[2];
    for (uint i = 0; i < 2; ++i)
    {
        _42[i] = _36.pairs[i];
    }
    const float2 _43 = _42[0];
    const float _44 = _43.x;
    out.gl_ClipDistance[0u] = _44;
    const float _47 = _43.y;
    out.gl_ClipDistance[1u] = _47;
    const float2 _50 = _42[1];
    const float _51 = _50.x;
    out.gl_ClipDistance[2u] = _51;
    const float _54 = _50.y;
    out.gl_ClipDistance[3u] = _54;
    const float2 _57 = _36.uv;
    out.out_TEXCOORD0 = _57;
    const main_out _68 = out;
    return _68;
}

