#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float4 in_COLOR [[user(locn0)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    texture2d<float, access::read_write> Accum [[texture(0), raster_order_group(0)]],
    device uint* Counts [[buffer(0), raster_order_group(0)]],
    device float* Depths [[buffer(1), raster_order_group(0)]],
    texture_buffer<uint, access::read_write> Flags [[texture(1), raster_order_group(0)]],
    texture1d<float, access::read_write> Line [[texture(2), raster_order_group(0)]],
    texture1d_array<uint, access::read_write> Lines [[texture(3), raster_order_group(0)]],
    texture2d_array<int, access::read_write> Layers [[texture(4), raster_order_group(0)]],
    texture3d<float, access::read_write> Volume [[texture(5), raster_order_group(0)]],
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const float2 _8 = gl_FragCoord.xy;
    const uint2 _9 = uint2(_8);
    const float4 _13 = in.in_COLOR * float4(0.5f, 0.5f, 0.5f, 0.5f);
    const float4 _18 = Accum.read(uint2(_9));
    const float _23 = in.in_COLOR.w;
    const float _24 = 1.0f - _23;
    const float4 _25 = float4(_24);
    const float4 _26 = _18 * _25;
    const float4 _28 = _26 + in.in_COLOR;
    Accum.write(_28, uint2(_9));
    const uint _33 = _9.x;
    const uint _34 = _33 * 4u;
    const uint _35 = _34 >> 2u;
    const uint _37 = Counts[_35];
    const uint _40 = _9.x;
    const uint _41 = _40 * 4u;
    const uint _42 = _41 >> 2u;
    const uint _44 = _37 + 1u;
    Counts[_42] = _44;
    const uint _48 = _9.y;
    const uint _51 = _9.y;
    const float _53 = Depths[_51];
    const float _55 = gl_FragCoord.z;
    const float _56 = max(_53, _55);
    Depths[_48] = _56;
    const uint _59 = _9.x;
    const uint4 _61 = uint4(_37, 0u, 0u, 0u);
    Flags.write(_61, uint(_59));
    const uint _65 = _9.x;
    const float4 _67 = Line.read(uint(_65));
    const float _68 = _67.x;
    const float _69 = _68 + 1.0f;
    const float4 _70 = float4(_69, 0.0f, 0.0f, 0.0f);
    Line.write(_70, uint(_65));
    const uint _74 = _9.x;
    const uint2 _75 = uint2(_74, 1u);
    const uint _77 = _9.x;
    const uint2 _78 = uint2(_77, 0u);
    const uint4 _80 = Lines.read(uint(_78.x), uint(_78.y));
    const uint _81 = _80.x;
    const uint _82 = _81 + 1u;
    const uint4 _83 = uint4(_82, 0u, 0u, 0u);
    Lines.write(_83, uint(_75.x), uint(_75.y));
    const uint3 _87 = uint3(_9, 0u);
    const int4 _89 = Layers.read(uint2(_87.xy), uint(_87.z));
    const int _90 = _89.x;
    const int _91 = _90 + 1;
    const int4 _92 = int4(_91, 0, 0, 0);
    Layers.write(_92, uint2(_87.xy), uint(_87.z));
    const uint3 _96 = uint3(_9, 2u);
    const uint3 _98 = uint3(_9, 1u);
    const float4 _100 = Volume.read(uint3(_98));
    const float2 _101 = _100.xy;
    const float2 _102 = _101 * float2(2.0f, 2.0f);
    const float4 _103 = float4(_102, 0.0f, 0.0f);
    Volume.write(_103, uint3(_96));
    const float4 _108 = _18 + _13;
    out.out_SV_Target = _108;
    const main_out _113 = out;
    return _113;
}

