// entry ps_main
#include <metal_stdlib>
using namespace metal;

struct ps_main_in
{
    float3 in_NORMAL7 [[user(locn0)]];
    float2 in_TEXCOORD12 [[user(locn1)]];
    uint in_TEXCOORD3 [[user(locn2), flat]];
};

struct ps_main_out
{
    float gl_FragDepth [[depth(any)]];
    float4 out_SV_Target1 [[color(1)]];
};

struct Common
{
    float4 pos;
};

struct Lit
{
    Common Common;
    float3 normal;
};

struct anon
{
    float2 uv;
    uint material;
};

struct Varyings
{
    Lit Lit;
    anon surface;
};

struct Targets
{
    float depth;
    float4 color;
};

fragment ps_main_out ps_main(
    ps_main_in in [[stage_in]],
    float4 gl_FragCoord [[position]])
{
    Varyings v;
    Targets t;
    ps_main_out out;
    v.Lit.Common.pos = gl_FragCoord;
    v.Lit.normal = in.in_NORMAL7;
    v.surface.uv = in.in_TEXCOORD12;
    v.surface.material = in.in_TEXCOORD3;
    const float3 _21 = v.Lit.normal;
    const float2 _24 = v.surface.uv;
    const float _25 = _24.x;
    const float3 _26 = float3(_25);
    const float3 _27 = _21 * _26;
    const uint _30 = v.surface.material;
    const float _31 = float(_30);
    const float4 _32 = float4(_27, _31);
    t.color = _32;
    const float4 _36 = v.Lit.Common.pos;
    const float _37 = _36.z;
    t.depth = _37;
    const Targets _39 = t;
    const float _40 = _39.depth;
    out.gl_FragDepth = _40;
    const float4 _42 = _39.color;
    out.out_SV_Target1 = _42;
    const ps_main_out _48 = out;
    return _48;
}

// entry vs_main
#include <metal_stdlib>
using namespace metal;

struct vs_main_in
{
    float3 in_NORMAL [[attribute(0)]];
    float3 in_POSITION2 [[attribute(1)]];
};

struct vs_main_out
{
    float4 gl_Position [[position]];
    float3 out_NORMAL7 [[user(locn0)]];
    float2 out_TEXCOORD12 [[user(locn1)]];
    uint out_TEXCOORD3 [[user(locn2)]];
};

struct VSIn
{
    uint vid;
    float3 normal;
    uint iid;
    float3 position;
};

struct Common
{
    float4 pos;
};

struct Lit
{
    Common Common;
    float3 normal;
};

struct anon
{
    float2 uv;
    uint material;
};

struct Varyings
{
    Lit Lit;
    anon surface;
};

vertex vs_main_out vs_main(
    vs_main_in in [[stage_in]],
    uint gl_VertexIndex [[vertex_id]],
    uint gl_InstanceIndex [[instance_id]])
{
    VSIn i;
    Varyings o;
    vs_main_out out;
    i.vid = gl_VertexIndex;
    i.normal = in.in_NORMAL;
    i.iid = gl_InstanceIndex;
    i.position = in.in_POSITION2;
    const float3 _16 = i.position;
    const float4 _17 = float4(_16, 1.0f);
    o.Lit.Common.pos = _17;
    const float3 _21 = i.normal;
    o.Lit.normal = _21;
    const uint _26 = i.vid;
    const float _27 = float(_26);
    const uint _29 = i.iid;
    const float _30 = float(_29);
    const float2 _31 = float2(_27, _30);
    o.surface.uv = _31;
    const uint _36 = i.iid;
    o.surface.material = _36;
    const Varyings _38 = o;
    const Lit _39 = _38.Lit;
    const Common _40 = _39.Common;
    const float4 _41 = _40.pos;
    out.gl_Position = _41;
    const Lit _43 = _38.Lit;
    const float3 _44 = _43.normal;
    out.out_NORMAL7 = _44;
    const anon _46 = _38.surface;
    const float2 _47 = _46.uv;
    out.out_TEXCOORD12 = _47;
    const anon _49 = _38.surface;
    const uint _50 = _49.material;
    out.out_TEXCOORD3 = _50;
    const vs_main_out _58 = out;
    return _58;
}

