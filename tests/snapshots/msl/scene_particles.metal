// entry ps_main
#include <metal_stdlib>
using namespace metal;

struct ps_main_in
{
    float4 in_COLOR [[user(locn0)]];
    float3 in_TEXCOORD0 [[user(locn1)]];
};

struct ps_main_out
{
    float4 out_SV_Target [[color(0)]];
};

struct type_View
{
    float4x4 ViewProj;
    packed_float3 Right;
    float Near;
    packed_float3 Up;
    float Far;
};

struct PSIn
{
    float4 pos;
    float4 color;
    float3 uvf;
};

fragment ps_main_out ps_main(
    ps_main_in in [[stage_in]],
    constant type_View& View [[buffer(0)]],
    texture2d_array<float> Atlas [[texture(0)]],
    texture2d<float> SceneDepth [[texture(1)]],
    sampler Linear [[sampler(0)]],
    float4 gl_FragCoord [[position]])
{
    PSIn i;
    ps_main_out out;
    i.pos = gl_FragCoord;
    i.color = in.in_COLOR;
    i.uvf = in.in_TEXCOORD0;
    const float3 _14 = i.uvf;
    const float4 _15 = Atlas.sample(Linear, _14.xy, uint(rint(_14.z)));
    const float4 _17 = i.color;
    const float4 _18 = _15 * _17;
    const float _21 = _18.w;
    const float _22 = _21 - 0.0199999996f;
    const bool _23 = _22 < 0.0f;
    if (_23)
    {
        discard_fragment();
    }
    const float4 _28 = i.pos;
    const float2 _29 = _28.xy;
    const int2 _30 = int2(_29);
    const int3 _31 = int3(_30, 0);
    const int2 _32 = _31.xy;
    const int _33 = _31.z;
    const float4 _34 = SceneDepth.read(uint2(_32), uint(_33));
    const float _35 = _34.x;
    const float4 _40 = i.pos;
    const float _41 = _40.z;
    const float _42 = _35 - _41;
    const float _44 = View.Far;
    const float _45 = _42 * _44;
    const float _46 = clamp(_45, 0.0f, 1.0f);
    const float3 _49 = _18.xyz;
    const float _51 = _18.w;
    const float _53 = _51 * _46;
    const float4 _54 = float4(_49, _53);
    out.out_SV_Target = _54;
    const ps_main_out _59 = out;
    return _59;
}

// entry vs_main
#include <metal_stdlib>
using namespace metal;

struct vs_main_out
{
    float4 gl_Position [[position]];
    float4 out_COLOR [[user(locn0)]];
    float3 out_TEXCOORD0 [[user(locn1)]];
};

struct type_View
{
    float4x4 ViewProj;
    packed_float3 Right;
    float Near;
    packed_float3 Up;
    float Far;
};

struct Particle
{
    packed_float3 pos;
    float size;
    float4 color;
    uint frame;
    packed_float3 pad;
};

struct Particle0
{
    float3 pos;
    float size;
    float4 color;
    uint frame;
    float3 pad;
};

struct PSIn
{
    float4 pos;
    float4 color;
    float3 uvf;
};

vertex vs_main_out vs_main(
    constant type_View& View [[buffer(0)]],
    const device Particle* Particles [[buffer(1)]],
    uint gl_VertexIndex [[vertex_id]])
{
    Particle0 p;
    PSIn o;
    bool or0;
    int cond;
    bool or1;
    bool or2;
    int cond0;
    vs_main_out out;
    const uint _5 = gl_VertexIndex / 6u;
    const Particle _7 = Particles[_5];
    const float3 _8 = float3(_7.pos);
    const float _9 = _7.size;
    const float4 _10 = _7.color;
    const uint _11 = _7.frame;
    const float3 _12 = float3(_7.pad);
    const Particle0 _13 = Particle0{_8, _9, _10, _11, _12};
    p = _13;
    const uint _17 = gl_VertexIndex % 6u;
    const bool _22 = _17 == 1u;
    if (_22)
    {
        or0 = _22;
    }
    else
    {
        const bool _25 = _17 >= 4u;
        or0 = _25;
    }
    const bool or3 = or0;
    if (or3)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond1 = cond;
    const float _32 = float(cond1);
    const bool _36 = _17 == 2u;
    if (_36)
    {
        or1 = _36;
    }
    else
    {
        const bool _39 = _17 == 3u;
        or1 = _39;
    }
    const bool or4 = or1;
    if (or4)
    {
        or2 = or4;
    }
    else
    {
        const bool _44 = _17 == 5u;
        or2 = _44;
    }
    const bool or5 = or2;
    if (or5)
    {
        cond0 = 1;
    }
    else
    {
        cond0 = 0;
    }
    const int cond2 = cond0;
    const float _51 = float(cond2);
    const float2 _52 = float2(_32, _51);
    const float3 _56 = p.pos;
    const float3 _58 = float3(View.Right);
    const float _60 = _52.x;
    const float _61 = _60 - 0.5f;
    const float3 _62 = float3(_61);
    const float3 _63 = _58 * _62;
    const float3 _65 = float3(View.Up);
    const float _67 = _52.y;
    const float _68 = _67 - 0.5f;
    const float3 _69 = float3(_68);
    const float3 _70 = _65 * _69;
    const float3 _71 = _63 + _70;
    const float _73 = p.size;
    const float3 _74 = float3(_73);
    const float3 _75 = _71 * _74;
    const float3 _76 = _56 + _75;
    const float4x4 _81 = transpose(View.ViewProj);
    const float4 _83 = float4(_76, 1.0f);
    const float4 _84 = _83 * _81;
    o.pos = _84;
    const float4 _88 = p.color;
    o.color = _88;
    const uint _93 = p.frame;
    const float _94 = float(_93);
    const float3 _95 = float3(_52, _94);
    o.uvf = _95;
    const PSIn _97 = o;
    const float4 _98 = _97.pos;
    out.gl_Position = _98;
    const float4 _100 = _97.color;
    out.out_COLOR = _100;
    const float3 _102 = _97.uvf;
    out.out_TEXCOORD0 = _102;
    const vs_main_out _134 = out;
    return _134;
}

