// entry ps_main
#include <metal_stdlib>
using namespace metal;

struct ps_main_in
{
    float3 in_NORMAL [[user(locn0)]];
    float3 in_TANGENT [[user(locn1)]];
    float3 in_BINORMAL [[user(locn2)]];
    float2 in_TEXCOORD0 [[user(locn3)]];
};

struct ps_main_out
{
    float4 out_SV_Target [[color(0)]];
};

struct type_Frame
{
    float4x4 World;
    float4x4 ViewProj;
    packed_float3 LightDir;
    float Time;
};

struct PSIn
{
    float4 pos;
    float3 normal;
    float3 tangent;
    float3 bitangent;
    float2 uv;
};

fragment ps_main_out ps_main(
    ps_main_in in [[stage_in]],
    constant type_Frame& Frame [[buffer(0)]],
    texture2d<float> AlbedoMap [[texture(0)]],
    texture2d<float> NormalMap [[texture(1)]],
    sampler Aniso [[sampler(0)]],
    float4 gl_FragCoord [[position]])
{
    PSIn i;
    ps_main_out out;
    i.pos = gl_FragCoord;
    i.normal = in.in_NORMAL;
    i.tangent = in.in_TANGENT;
    i.bitangent = in.in_BINORMAL;
    i.uv = in.in_TEXCOORD0;
    const float2 _20 = i.uv;
    const float4 _21 = AlbedoMap.sample(Aniso, _20);
    const float2 _27 = i.uv;
    const float4 _28 = NormalMap.sample(Aniso, _27);
    const float2 _29 = _28.xy;
    const float2 _30 = _29 * float2(2.0f, 2.0f);
    const float2 _31 = _30 - float2(1.0f, 1.0f);
    const float _37 = dot(_31, _31);
    const float _38 = 1.0f - _37;
    const float _39 = clamp(_38, 0.0f, 1.0f);
    const float _40 = sqrt(_39);
    const float3 _41 = float3(_31, _40);
    const float _45 = _41.x;
    const float3 _46 = float3(_45);
    const float3 _48 = i.tangent;
    const float3 _49 = _46 * _48;
    const float _51 = _41.y;
    const float3 _52 = float3(_51);
    const float3 _54 = i.bitangent;
    const float3 _55 = _52 * _54;
    const float3 _56 = _49 + _55;
    const float _58 = _41.z;
    const float3 _59 = float3(_58);
    const float3 _61 = i.normal;
    const float3 _62 = _59 * _61;
    const float3 _63 = _56 + _62;
    const float3 _64 = normalize(_63);
    const float3 _69 = float3(Frame.LightDir);
    const float3 _70 = -_69;
    const float _71 = dot(_64, _70);
    const float _72 = clamp(_71, 0.0f, 1.0f);
    const float3 _75 = _21.xyz;
    const float _77 = 0.899999976f * _72;
    const float _78 = 0.100000001f + _77;
    const float3 _79 = float3(_78);
    const float3 _80 = _75 * _79;
    const float _82 = _21.w;
    const float4 _83 = float4(_80, _82);
    out.out_SV_Target = _83;
    const ps_main_out _88 = out;
    return _88;
}

// entry vs_main
#include <metal_stdlib>
using namespace metal;

struct vs_main_in
{
    float3 in_POSITION [[attribute(0)]];
    float3 in_NORMAL [[attribute(1)]];
    float4 in_TANGENT [[attribute(2)]];
    float2 in_TEXCOORD0 [[attribute(3)]];
};

struct vs_main_out
{
    float4 gl_Position [[position]];
    float3 out_NORMAL [[user(locn0)]];
    float3 out_TANGENT [[user(locn1)]];
    float3 out_BINORMAL [[user(locn2)]];
    float2 out_TEXCOORD0 [[user(locn3)]];
};

struct type_Frame
{
    float4x4 World;
    float4x4 ViewProj;
    packed_float3 LightDir;
    float Time;
};

struct VSIn
{
    float3 pos;
    float3 normal;
    float4 tangent;
    float2 uv;
};

struct PSIn
{
    float4 pos;
    float3 normal;
    float3 tangent;
    float3 bitangent;
    float2 uv;
};

vertex vs_main_out vs_main(
    vs_main_in in [[stage_in]],
    constant type_Frame& Frame [[buffer(0)]])
{
    VSIn v;
    PSIn o;
    vs_main_out out;
    v.pos = in.in_POSITION;
    v.normal = in.in_NORMAL;
    v.tangent = in.in_TANGENT;
    v.uv = in.in_TEXCOORD0;
    const float4x4 _16 = transpose(Frame.World);
    const float3 _18 = v.pos;
    const float4 _19 = float4(_18, 1.0f);
    const float4 _20 = _19 * _16;
    const float4x4 _24 = transpose(Frame.ViewProj);
    const float4 _26 = _20 * _24;
    o.pos = _26;
    const float4x4 _30 = transpose(Frame.World);
    const float4 _31 = _30[0];
    const float3 _32 = _31.xyz;
    const float4 _33 = _30[1];
    const float3 _34 = _33.xyz;
    const float4 _35 = _30[2];
    const float3 _36 = _35.xyz;
    const float3x3 _37 = float3x3(_32, _34, _36);
    const float3 _39 = v.normal;
    const float3 _40 = _39 * _37;
    const float3 _41 = normalize(_40);
    o.normal = _41;
    const float4x4 _45 = transpose(Frame.World);
    const float4 _46 = _45[0];
    const float3 _47 = _46.xyz;
    const float4 _48 = _45[1];
    const float3 _49 = _48.xyz;
    const float4 _50 = _45[2];
    const float3 _51 = _50.xyz;
    const float3x3 _52 = float3x3(_47, _49, _51);
    const float4 _54 = v.tangent;
    const float3 _55 = _54.xyz;
    const float3 _56 = _55 * _52;
    const float3 _57 = normalize(_56);
    o.tangent = _57;
    const float3 _61 = o.normal;
    const float3 _63 = o.tangent;
    const float3 _64 = cross(_61, _63);
    const float4 _66 = v.tangent;
    const float _67 = _66.w;
    const float3 _68 = float3(_67);
    const float3 _69 = _64 * _68;
    o.bitangent = _69;
    const float2 _73 = v.uv;
    o.uv = _73;
    const PSIn _75 = o;
    const float4 _76 = _75.pos;
    out.gl_Position = _76;
    const float3 _78 = _75.normal;
    out.out_NORMAL = _78;
    const float3 _80 = _75.tangent;
    out.out_TANGENT = _80;
    const float3 _82 = _75.bitangent;
    out.out_BINORMAL = _82;
    const float2 _84 = _75.uv;
    out.out_TEXCOORD0 = _84;
    const vs_main_out _93 = out;
    return _93;
}

