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
    const float2 _64 = gl_FragCoord.xy;
    const uint2 _65 = uint2(_64);
    const uint3 _66 = uint3(_65, 1u);
    const float4 _68 = Views.read(uint2(_66.xy), uint(_66.z), uint(0u));
    const float4 _69 = _62 + _68;
    const float4 _71 = _48 + _69;
    const float _75 = float(_15);
    const float _77 = float(_17);
    const uint _80 = _19 + _27;
    const float _81 = float(_80);
    const uint _84 = _23 + _25;
    const uint _86 = _84 + _29;
    const float _87 = float(_86);
    const float4 _88 = float4(_75, _77, _81, _87);
    const float4 _89 = _71 + _88;
    out.out_SV_Target = _89;
    const main_out _94 = out;
    return _94;
}

