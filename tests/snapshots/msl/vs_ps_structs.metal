// entry ps_main
#include <metal_stdlib>
using namespace metal;

struct ps_main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
    float in_TEXCOORD1 [[user(locn1), flat]];
    uint in_TEXCOORD2 [[user(locn2), flat]];
};

struct ps_main_out
{
    float4 out_SV_Target0 [[color(0)]];
    uint4 out_SV_Target2 [[color(2)]];
    float gl_FragDepth [[depth(any)]];
};

struct VSOut
{
    float4 pos;
    float2 uv;
    float layer;
    uint id;
};

struct PSOut
{
    float4 color;
    uint4 ids;
    float depth;
};

fragment ps_main_out ps_main(
    ps_main_in in [[stage_in]],
    float4 gl_FragCoord [[position]])
{
    VSOut input;
    PSOut o;
    ps_main_out out;
    input.pos = gl_FragCoord;
    input.uv = in.in_TEXCOORD0;
    input.layer = in.in_TEXCOORD1;
    input.id = in.in_TEXCOORD2;
    const float2 _16 = input.uv;
    const float _18 = input.layer;
    const float4 _19 = float4(_16, _18, 1.0f);
    o.color = _19;
    const uint _23 = input.id;
    const float4 _25 = input.pos;
    const float _26 = _25.x;
    const uint _27 = uint(_26);
    const float4 _29 = input.pos;
    const float _30 = _29.y;
    const uint _31 = uint(_30);
    const uint4 _32 = uint4(_23, _27, _31, 7u);
    o.ids = _32;
    const float4 _36 = input.pos;
    const float _37 = _36.z;
    const float _38 = _37 * 0.5f;
    const float _39 = clamp(_38, 0.0f, 1.0f);
    o.depth = _39;
    const PSOut _41 = o;
    const float4 _42 = _41.color;
    out.out_SV_Target0 = _42;
    const uint4 _44 = _41.ids;
    out.out_SV_Target2 = _44;
    const float _46 = _41.depth;
    out.gl_FragDepth = _46;
    const ps_main_out _53 = out;
    return _53;
}

// entry vs_main
#include <metal_stdlib>
using namespace metal;

struct vs_main_in
{
    float3 in_POSITION [[attribute(1)]];
    float2 in_TEXCOORD0 [[attribute(0)]];
};

struct vs_main_out
{
    float4 gl_Position [[position]];
    float2 out_TEXCOORD0 [[user(locn0)]];
    float out_TEXCOORD1 [[user(locn1)]];
    uint out_TEXCOORD2 [[user(locn2)]];
};

struct VSIn
{
    float3 position;
    float2 uv;
};

struct VSOut
{
    float4 pos;
    float2 uv;
    float layer;
    uint id;
};

vertex vs_main_out vs_main(
    vs_main_in in [[stage_in]],
    uint gl_VertexIndex [[vertex_id]])
{
    VSIn input;
    VSOut o;
    vs_main_out out;
    input.position = in.in_POSITION;
    input.uv = in.in_TEXCOORD0;
    const float3 _13 = input.position;
    const float4 _14 = float4(_13, 1.0f);
    o.pos = _14;
    const float2 _18 = input.uv;
    o.uv = _18;
    const uint _22 = gl_VertexIndex % 4u;
    const float _23 = float(_22);
    o.layer = _23;
    o.id = gl_VertexIndex;
    const VSOut _28 = o;
    const float4 _29 = _28.pos;
    out.gl_Position = _29;
    const float2 _31 = _28.uv;
    out.out_TEXCOORD0 = _31;
    const float _33 = _28.layer;
    out.out_TEXCOORD1 = _33;
    const uint _35 = _28.id;
    out.out_TEXCOORD2 = _35;
    const vs_main_out _43 = out;
    return _43;
}

