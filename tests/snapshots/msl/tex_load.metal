#include <metal_stdlib>
using namespace metal;

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    texture1d<float> Ramp [[texture(0)]],
    texture2d<float> Color [[texture(1)]],
    texture2d_array<int> Labels [[texture(2)]],
    texture3d<uint> Cells [[texture(3)]],
    texture2d<float> Depth [[texture(4)]],
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const float2 _5 = gl_FragCoord.xy;
    const int2 _6 = int2(_5);
    const int _11 = _6.x;
    const int2 _12 = int2(_11, 0);
    const int _13 = _12.x;
    const int _14 = _12.y;
    const float4 _15 = Ramp.read(uint(_13), uint(_14));
    const int _19 = _6.x;
    const int2 _20 = int2(_19, 1);
    const int _21 = _20.x;
    const int _22 = _20.y;
    const float4 _23 = Ramp.read(uint(_21 + 2), uint(_22));
    const float4 _25 = _15 + _23;
    const int3 _29 = int3(_6, 0);
    const int2 _30 = _29.xy;
    const int _31 = _29.z;
    const float4 _32 = Color.read(uint2(_30), uint(_31));
    const float4 _34 = _25 + _32;
    const int3 _38 = int3(_6, 1);
    const int2 _39 = _38.xy;
    const int _40 = _38.z;
    const float4 _41 = Color.read(uint2(_39 + int2((-1), 1)), uint(_40));
    const float4 _43 = _34 + _41;
    const uint2 _46 = uint2(_6);
    const float4 _48 = Color.read(uint2(_46), uint(0u));
    const float4 _50 = _43 + _48;
    const int2 _53 = _6 / int2(4, 4);
    const uint2 _54 = uint2(_53);
    const float4 _56 = Color.read(uint2(_54), uint(2u));
    const float4 _58 = _50 + _56;
    const int4 _63 = int4(_6, 3, 0);
    const int3 _64 = _63.xyz;
    const int _65 = _63.w;
    const int4 _66 = Labels.read(uint2(_64.xy), uint(_64.z), uint(_65));
    const int2 _67 = _66.xy;
    const int4 _70 = int4(_6, 0, 0);
    const int3 _71 = _70.xyz;
    const int _72 = _70.w;
    const int4 _73 = Labels.read(uint2(_71.xy + int2(1, 0)), uint(_71.z), uint(_72));
    const int2 _74 = _73.xy;
    const int2 _75 = _67 + _74;
    const uint2 _77 = uint2(_6);
    const uint3 _78 = uint3(_77, 1u);
    const int4 _80 = Labels.read(uint2(_78.xy), uint(_78.z), uint(0u));
    const int2 _81 = _80.xy;
    const int2 _82 = _75 + _81;
    const int4 _87 = int4(_6, 2, 0);
    const int3 _88 = _87.xyz;
    const int _89 = _87.w;
    const uint4 _90 = Cells.read(uint3(_88), uint(_89));
    const uint _91 = _90.x;
    const int4 _94 = int4(_6, 0, 1);
    const int3 _95 = _94.xyz;
    const int _96 = _94.w;
    const uint4 _97 = Cells.read(uint3(_95 + int3(0, 0, 1)), uint(_96));
    const uint _98 = _97.x;
    const uint _99 = _91 + _98;
    const uint2 _101 = uint2(_6);
    const uint3 _102 = uint3(_101, 1u);
    const uint4 _104 = Cells.read(uint3(_102), uint(1u));
    const uint _105 = _104.x;
    const uint _106 = _99 + _105;
    const uint2 _110 = uint2(_6);
    const float4 _112 = Depth.read(uint2(_110), uint(0u));
    const float _113 = _112.x;
    const uint2 _115 = uint2(_6);
    const float4 _117 = Depth.read(uint2(_115), uint(0u));
    const float _118 = _117.x;
    const float _119 = _113 + _118;
    const float2 _123 = float2(_82);
    const float _125 = float(_106);
    const float4 _127 = float4(_123, _125, _119);
    const float4 _128 = _58 + _127;
    out.out_SV_Target = _128;
    const main_out _133 = out;
    return _133;
}

