#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float3 in_TEXCOORD0 [[user(locn0)]];
    float3 in_TEXCOORD1 [[user(locn1)]];
    float in_TEXCOORD2 [[user(locn2)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    texture2d_array<float> Layers [[texture(0)]],
    texture3d<float> Volume [[texture(1)]],
    texturecube<float> Sky [[texture(2)]],
    texturecube_array<float> Probes [[texture(3)]],
    texture1d<float> Ramp [[texture(4)]],
    sampler Smp [[sampler(0)]])
{
    main_out out;
    const float2 _16 = in.in_TEXCOORD0.xy;
    const float3 _18 = float3(_16, in.in_TEXCOORD2);
    const float4 _19 = Layers.sample(Smp, _18.xy, uint(rint(_18.z)));
    const float2 _24 = in.in_TEXCOORD0.xy;
    const float3 _26 = float3(_24, in.in_TEXCOORD2);
    const float4 _27 = Layers.sample(Smp, _26.xy, uint(rint(_26.z)), int2(1, 1));
    const float4 _29 = _19 + _27;
    const float2 _34 = in.in_TEXCOORD0.xy;
    const float3 _35 = float3(_34, 2.0f);
    const float4 _36 = Layers.sample(Smp, _35.xy, uint(rint(_35.z)), bias(0.5f), int2((-1), 0));
    const float4 _38 = _29 + _36;
    const float2 _43 = in.in_TEXCOORD0.xy;
    const float3 _44 = float3(_43, 1.0f);
    const float4 _45 = Layers.sample(Smp, _44.xy, uint(rint(_44.z)), level(2.0f));
    const float4 _47 = _38 + _45;
    const float2 _52 = in.in_TEXCOORD0.xy;
    const float3 _53 = float3(_52, 0.0f);
    const float2 _55 = in.in_TEXCOORD0.xy;
    const float2 _56 = dfdx(_55);
    const float2 _58 = in.in_TEXCOORD0.xy;
    const float2 _59 = dfdy(_58);
    const float4 _60 = Layers.sample(Smp, _53.xy, uint(rint(_53.z)), gradient2d(_56, _59), int2(0, 1));
    const float4 _62 = _47 + _60;
    const float4 _67 = Volume.sample(Smp, in.in_TEXCOORD0, int3(1, 0, (-1)));
    const float4 _69 = _62 + _67;
    const float4 _74 = Volume.sample(Smp, in.in_TEXCOORD0, bias(1.0f));
    const float4 _76 = _69 + _74;
    const float4 _81 = Volume.sample(Smp, in.in_TEXCOORD0, level(1.5f), int3(0, 0, 1));
    const float4 _83 = _76 + _81;
    const float3 _89 = dfdx(in.in_TEXCOORD0);
    const float3 _91 = dfdy(in.in_TEXCOORD0);
    const float4 _92 = Volume.sample(Smp, in.in_TEXCOORD0, gradient3d(_89, _91));
    const float4 _94 = _83 + _92;
    const float4 _99 = Sky.sample(Smp, in.in_TEXCOORD1);
    const float4 _101 = _94 + _99;
    const float4 _106 = Sky.sample(Smp, in.in_TEXCOORD1, bias(0.25f));
    const float4 _108 = _101 + _106;
    const float4 _113 = Sky.sample(Smp, in.in_TEXCOORD1, level(4.0f));
    const float4 _115 = _108 + _113;
    const float3 _121 = dfdx(in.in_TEXCOORD1);
    const float3 _123 = dfdy(in.in_TEXCOORD1);
    const float4 _124 = Sky.sample(Smp, in.in_TEXCOORD1, gradientcube(_121, _123));
    const float4 _126 = _115 + _124;
    const float4 _132 = float4(in.in_TEXCOORD1, in.in_TEXCOORD2);
    const float4 _133 = Probes.sample(Smp, _132.xyz, uint(rint(_132.w)));
    const float4 _135 = _126 + _133;
    const float4 _140 = float4(in.in_TEXCOORD1, 3.0f);
    const float4 _141 = Probes.sample(Smp, _140.xyz, uint(rint(_140.w)), level(1.0f));
    const float4 _143 = _135 + _141;
    const float4 _148 = float4(in.in_TEXCOORD1, 0.0f);
    const float4 _149 = Probes.sample(Smp, _148.xyz, uint(rint(_148.w)), bias((-1.0f)));
    const float4 _151 = _143 + _149;
    const float4 _156 = float4(in.in_TEXCOORD1, 1.0f);
    const float3 _158 = dfdx(in.in_TEXCOORD1);
    const float3 _160 = dfdy(in.in_TEXCOORD1);
    const float4 _161 = Probes.sample(Smp, _156.xyz, uint(rint(_156.w)), gradientcube(_158, _160));
    const float4 _163 = _151 + _161;
    const float _168 = in.in_TEXCOORD0.x;
    const float4 _169 = Ramp.sample(Smp, _168);
    const float4 _171 = _163 + _169;
    const float4 _174 = _171 / float4(18.0f, 18.0f, 18.0f, 18.0f);
    out.out_SV_Target = _174;
    const main_out _179 = out;
    return _179;
}

