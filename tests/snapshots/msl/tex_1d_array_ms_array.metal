#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    texture1d_array<float> Gradients [[texture(0)]],
    texture2d_ms_array<float, access::read> Views [[texture(1)]],
    sampler Smp [[sampler(0)]],
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const uint2 _14 = uint2(Gradients.get_width(0u), Gradients.get_array_size());
    const uint _15 = _14.x;
    const uint _17 = _14.y;
    const uint _19 = Gradients.get_num_mip_levels();
    const uint3 _22 = uint3(Views.get_width(), Views.get_height(), Views.get_array_size());
    const uint _23 = _22.x;
    const uint _25 = _22.y;
    const uint _27 = _22.z;
    const uint _29 = Views.get_num_samples();
    const float _35 = in.in_TEXCOORD0.x;
    const float2 _36 = float2(_35, 1.0f);
    const float4 _37 = Gradients.sample(Smp, _36.x, uint(rint(_36.y)));
    const float _41 = gl_FragCoord.x;
    const int _42 = int(_41);
    const int3 _43 = int3(_42, 0, 0);
    const int2 _44 = _43.xy;
    const int _45 = _43.z;
    const float4 _46 = Gradients.read(uint(_44.x), uint(_44.y), uint(_45));
    const float4 _48 = _37 + _46;
    const float2 _52 = gl_FragCoord.xy;
    const int2 _53 = int2(_52);
    const int3 _54 = int3(_53, 1);
    const float4 _55 = Views.read(uint2(_54.xy), uint(_54.z), uint(0));
    const float2 _57 = gl_FragCoord.xy;
    const uint2 _58 = uint2(_57);
    const uint3 _59 = uint3(_58, 0u);
    const float4 _61 = Views.read(uint2(_59.xy), uint(_59.z), uint(1u));
    const float4 _62 = _55 + _61;
    const float4 _64 = _48 + _62;
    const float _68 = float(_15);
    const float _70 = float(_17);
    const uint _73 = _19 + _27;
    const float _74 = float(_73);
    const uint _77 = _23 + _25;
    const uint _79 = _77 + _29;
    const float _80 = float(_79);
    const float4 _81 = float4(_68, _70, _74, _80);
    const float4 _82 = _64 + _81;
    out.out_SV_Target = _82;
    const main_out _87 = out;
    return _87;
}

