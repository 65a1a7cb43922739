// entry ps_main
#include <metal_stdlib>
using namespace metal;

struct ps_main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
    float2 in_TEXCOORD1 [[user(locn1)]];
    float2 in_TEXCOORD2 [[user(locn2)]];
    float2 in_MAT0 [[user(locn3), flat]];
    float2 in_MAT1 [[user(locn4), flat]];
    float2 in_MAT2 [[user(locn5), flat]];
};

struct ps_main_out
{
    float4 out_SV_Target0 [[color(0)]];
    float4 out_SV_Target1 [[color(1)]];
};

struct VSOut
{
    float4 pos;
    float2 uvs[3];
    float3x2 m;
};

struct PSOut
{
    float4 c[2];
};

fragment ps_main_out ps_main(
    ps_main_in in [[stage_in]],
    float4 gl_FragCoord [[position]])
{
    VSOut i;
    PSOut o;
    ps_main_out out;
    i.pos = gl_FragCoord;
    i.uvs[0u] = in.in_TEXCOORD0;
    i.uvs[1u] = in.in_TEXCOORD1;
    i.uvs[2u] = in.in_TEXCOORD2;
    i.m[0u] = in.in_MAT0;
    i.m[1u] = in.in_MAT1;
    i.m[2u] = in.in_MAT2;
    const float2 _33 = i.uvs[0];
    const float2 _36 = i.uvs[2];
    const float4 _37 = float4(_33, _36);
    o.c[0] = _37;
    const float2 _43 = i.m[0];
    const float2 _46 = i.m[2];
    const float4 _47 = float4(_43, _46);
    o.c[1] = _47;
    const PSOut _49 = o;
    float4 _50[2];
    for (uint i0 = 0; i0 < 2; ++i0)
    {
        _50[i0] = _49.c[i0];
    }
    const float4 _51 = _50[0];
    out.out_SV_Target0 = _51;
    float4 _53[2];
    for (uint i1 = 0; i1 < 2; ++i1)
    {
        _53[i1] = _49.c[i1];
    }
    const float4 _54 = _53[1];
    out.out_SV_Target1 = _54;
    const ps_main_out _60 = out;
    return _60;
}

// entry vs_main
#include <metal_stdlib>
using namespace metal;

struct vs_main_in
{
    float4 in_WORLD0 [[attribute(0)]];
    float4 in_WORLD1 [[attribute(1)]];
    float4 in_WORLD2 [[attribute(2)]];
    float4 in_WORLD3 [[attribute(3)]];
    float3 in_POSITION [[attribute(4)]];
    float2 in_TEXCOORD2 [[attribute(5)]];
    float2 in_TEXCOORD3 [[attribute(6)]];
    float2 in_TEXCOORD4 [[attribute(7)]];
    int2 in_IDS0 [[attribute(8)]];
    int2 in_IDS1 [[attribute(9)]];
};

struct vs_main_out
{
    float4 gl_Position [[position]];
    float2 out_TEXCOORD0 [[user(locn0)]];
    float2 out_TEXCOORD1 [[user(locn1)]];
    float2 out_TEXCOORD2 [[user(locn2)]];
    float2 out_MAT0 [[user(locn3)]];
    float2 out_MAT1 [[user(locn4)]];
    float2 out_MAT2 [[user(locn5)]];
};

struct VSIn
{
    float4x4 world;
    float3 pos;
    float2 uvs[3];
    int2 ids[2];
};

struct VSOut
{
    float4 pos;
    float2 uvs[3];
    float3x2 m;
};

vertex vs_main_out vs_main(
    vs_main_in in [[stage_in]])
{
    VSIn i;
    VSOut o;
    vs_main_out out;
    i.world[0u] = in.in_WORLD0;
    i.world[1u] = in.in_WORLD1;
    i.world[2u] = in.in_WORLD2;
    i.world[3u] = in.in_WORLD3;
    i.pos = in.in_POSITION;
    i.uvs[0u] = in.in_TEXCOORD2;
    i.uvs[1u] = in.in_TEXCOORD3;
    i.uvs[2u] = in.in_TEXCOORD4;
    i.ids[0u] = in.in_IDS0;
    i.ids[1u] = in.in_IDS1;
    const float3 _43 = i.pos;
    const float4 _44 = float4(_43, 1.0f);
    const float4x4 _46 = i.world;
    const float4 _47 = _46 * _44;
    o.pos = _47;
    float2 _51[3];
    for (uint i0 = 0; i0 < 3; ++i0)
    {
        _51[i0] = i.uvs[i0];
    }
    for (uint i1 = 0; i1 < 3; ++i1)
    {
        o.uvs[i1] = _51[i1];
    }
    const float2 _56 = i.uvs[0];
    const float2 _59 = i.uvs[1];
    const int2 _62 = i.ids[0];
    const int2 _65 = i.ids[1];
    const int2 _66 = _62 + _65;
    const float2 _67 = float2(_66);
    const float3x2 _68 = float3x2(_56, _59, _67);
    o.m = _68;
    const VSOut _70 = o;
    const float4 _71 = _70.pos;
    out.gl_Position = _71;
    float2 _73[3];
    for (uint i2 = 0; i2 < 3; ++i2)
    {
        _73[i2] = _70.uvs[i2];
    }
    const float2 _74 = _73[0];
    out.out_TEXCOORD0 = _74;
    float2 _76[3];
    for (uint i3 = 0; i3 < 3; ++i3)
    {
        _76[i3] = _70.uvs[i3];
    }
    const float2 _77 = _76[1];
    out.out_TEXCOORD1 = _77;
    float2 _79[3];
    for (uint i4 = 0; i4 < 3; ++i4)
    {
        _79[i4] = _70.uvs[i4];
    }
    const float2 _80 = _79[2];
    out.out_TEXCOORD2 = _80;
    const float3x2 _82 = _70.m;
    const float2 _83 = _82[0];
    out.out_MAT0 = _83;
    const float3x2 _85 = _70.m;
    const float2 _86 = _85[1];
    out.out_MAT1 = _86;
    const float3x2 _88 = _70.m;
    const float2 _89 = _88[2];
    out.out_MAT2 = _89;
    const vs_main_out _100 = out;
    return _100;
}

