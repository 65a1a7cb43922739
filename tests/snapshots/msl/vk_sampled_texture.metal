#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
    float3 in_NORMAL [[user(locn1)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

struct SparseTexel
{
    uint code;
    float4 texel;
};

constant float2 uprism_sample_positions[31] = {float2(0.0f, 0.0f), float2(0.25f, 0.25f), float2((-0.25f), (-0.25f)), float2((-0.125f), (-0.375f)), float2(0.375f, (-0.125f)), float2((-0.375f), 0.125f), float2(0.125f, 0.375f), float2(0.0625f, (-0.1875f)), float2((-0.0625f), 0.1875f), float2(0.3125f, 0.0625f), float2((-0.1875f), (-0.3125f)), float2((-0.3125f), 0.3125f), float2((-0.4375f), (-0.0625f)), float2(0.1875f, 0.4375f), float2(0.4375f, (-0.4375f)), float2(0.0625f, 0.0625f), float2((-0.0625f), (-0.1875f)), float2((-0.1875f), 0.125f), float2(0.25f, (-0.0625f)), float2((-0.3125f), (-0.125f)), float2(0.125f, 0.3125f), float2(0.3125f, 0.1875f), float2(0.1875f, (-0.3125f)), float2((-0.125f), 0.375f), float2(0.0f, (-0.4375f)), float2((-0.25f), (-0.375f)), float2((-0.375f), 0.25f), float2((-0.5f), 0.0f), float2(0.4375f, (-0.25f)), float2(0.375f, 0.4375f), float2((-0.4375f), (-0.5f))};

fragment main_out main0(
    main_in in [[stage_in]],
    texture2d<float> Albedo [[texture(0)]],
    sampler Albedo_sampler [[sampler(0)]],
    depth2d<float> Shadow [[texture(1)]],
    sampler Shadow_sampler [[sampler(1)]],
    texture1d<float> Ramp [[texture(2)]],
    sampler Ramp_sampler [[sampler(2)]],
    texture1d_array<float> Ramps [[texture(3)]],
    sampler Ramps_sampler [[sampler(3)]],
    texture2d_array<float> Layers [[texture(4)]],
    sampler Layers_sampler [[sampler(4)]],
    texture2d_ms<float, access::read> Resolve [[texture(5)]],
    texture2d_ms_array<float, access::read> ResolveLayers [[texture(6)]],
    texture3d<float> Volume [[texture(7)]],
    sampler Volume_sampler [[sampler(5)]],
    texturecube<float> Sky [[texture(8)]],
    sampler Sky_sampler [[sampler(6)]],
    texturecube_array<float> Probes [[texture(9)]],
    sampler Probes_sampler [[sampler(7)]],
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const uint2 _14 = uint2(Albedo.get_width(0u), Albedo.get_height(0u));
    const uint _15 = _14.x;
    const uint _17 = _14.y;
    const uint _19 = Albedo.get_num_mip_levels();
    const float2 _23 = gl_FragCoord.xy;
    const int2 _24 = int2(_23);
    const float4 _30 = Albedo.sample(Albedo_sampler, in.in_TEXCOORD0);
    const float4 _34 = Albedo.sample(Albedo_sampler, in.in_TEXCOORD0, int2(1, 0));
    const float4 _35 = _30 + _34;
    const SparseTexel _39 = SparseTexel{0u, Albedo.sample(Albedo_sampler, in.in_TEXCOORD0, min_lod_clamp(2.0f), int2(0, 1))};
    const uint _40 = _39.code;
    const float4 _41 = _39.texel;
    const float4 _43 = _35 + _41;
    const float4 _48 = Albedo.sample(Albedo_sampler, in.in_TEXCOORD0, bias(0.5f));
    const float4 _52 = Albedo.sample(Albedo_sampler, in.in_TEXCOORD0, level(1.0f), int2((-1), 0));
    const float4 _53 = _48 + _52;
    const float4 _55 = _43 + _53;
    const float2 _61 = dfdx(in.in_TEXCOORD0);
    const float2 _63 = dfdy(in.in_TEXCOORD0);
    const float4 _64 = Albedo.sample(Albedo_sampler, in.in_TEXCOORD0, gradient2d(_61, _63));
    const bool _66 = true;
    const float _67 = _66 ? 1.0f : 0.0f;
    const float4 _68 = float4(_67);
    const float4 _69 = _64 * _68;
    const float4 _71 = _55 + _69;
    const float4 _76 = Albedo.gather(Albedo_sampler, in.in_TEXCOORD0);
    const float4 _80 = Albedo.gather(Albedo_sampler, in.in_TEXCOORD0, int2(1, 1));
    const float4 _81 = _76 + _80;
    const float4 _85 = Albedo.gather(Albedo_sampler, in.in_TEXCOORD0, int2(0), component::w);
    const float4 _86 = _81 + _85;
    const float4 _88 = _71 + _86;
    const int3 _92 = int3(_24, 0);
    const int2 _93 = _92.xy;
    const int _94 = _92.z;
    const float4 _95 = Albedo.read(uint2(_93), uint(_94));
    const int3 _98 = int3(_24, 1);
    const int2 _99 = _98.xy;
    const int _100 = _98.z;
    const float4 _101 = Albedo.read(uint2(_99 + int2(1, 0)), uint(_100));
    const float4 _102 = _95 + _101;
    const uint2 _104 = uint2(_24);
    const float4 _106 = Albedo.read(uint2(_104), uint(0u));
    const float4 _107 = _102 + _106;
    const uint2 _109 = uint2(_24);
    const uint2 _110 = _109 / uint2(2u, 2u);
    const float4 _112 = Albedo.read(uint2(_110), uint(1u));
    const float4 _113 = _107 + _112;
    const float4 _115 = _88 + _113;
    const float _120 = Albedo.calculate_clamped_lod(Albedo_sampler, in.in_TEXCOORD0);
    const float _124 = Albedo.calculate_unclamped_lod(Albedo_sampler, in.in_TEXCOORD0);
    const float _125 = _120 + _124;
    const float _127 = _115.x;
    const float _128 = _127 + _125;
    float4 _130 = _115;
    _130.x = _128;
    const float _135 = Shadow.sample_compare(Shadow_sampler, in.in_TEXCOORD0, 0.5f);
    const float _139 = Shadow.sample_compare(Shadow_sampler, in.in_TEXCOORD0, 0.5f, level(0.0f), int2(1, 0));
    const float _140 = _135 + _139;
    const float _144 = Shadow.sample_compare(Shadow_sampler, in.in_TEXCOORD0, 0.5f, level(0.0f));
    const float _145 = _140 + _144;
    const float _147 = _130.y;
    const float _148 = _147 + _145;
    float4 _150 = _130;
    _150.y = _148;
    const float4 _155 = Shadow.gather_compare(Shadow_sampler, in.in_TEXCOORD0, 0.5f);
    const float4 _159 = Shadow.gather_compare(Shadow_sampler, in.in_TEXCOORD0, 0.25f, int2(0, 1));
    const float4 _160 = _155 + _159;
    const float4 _162 = _150 + _160;
    const float _167 = in.in_TEXCOORD0.x;
    const float4 _168 = Ramp.sample(Ramp_sampler, _167);
    const float _169 = _168.x;
    const int _172 = _24.x;
    const int2 _173 = int2(_172, 0);
    const int _174 = _173.x;
    const int _175 = _173.y;
    const float4 _176 = Ramp.read(uint(_174), uint(_175));
    const float _177 = _176.x;
    const float _178 = _169 + _177;
    const float _182 = in.in_TEXCOORD0.x;
    const float2 _183 = float2(_182, 1.0f);
    const float4 _184 = Ramps.sample(Ramps_sampler, _183.x, uint(rint(_183.y)));
    const float2 _185 = _184.xy;
    const float _186 = _185.y;
    const float _187 = _178 + _186;
    const float _189 = _162.z;
    const float _190 = _189 + _187;
    float4 _192 = _162;
    _192.z = _190;
    const float3 _197 = float3(in.in_TEXCOORD0, 2.0f);
    const float4 _198 = Layers.sample(Layers_sampler, _197.xy, uint(rint(_197.z)));
    const int4 _201 = int4(_24, 1, 0);
    const int3 _202 = _201.xyz;
    const int _203 = _201.w;
    const float4 _204 = Layers.read(uint2(_202.xy), uint(_202.z), uint(_203));
    const float4 _205 = _198 + _204;
    const float3 _209 = float3(in.in_TEXCOORD0, 1.0f);
    const float4 _210 = Layers.gather(Layers_sampler, _209.xy, uint(rint(_209.z)), int2(0), component::y);
    const float4 _211 = _205 + _210;
    const float4 _213 = _192 + _211;
    const float4 _217 = Resolve.read(uint2(_24), uint(3));
    const uint2 _219 = uint2(_24);
    const float4 _221 = Resolve.read(uint2(_219), uint(1u));
    const float4 _222 = _217 + _221;
    const uint2 _224 = uint2(_24);
    const float4 _226 = Resolve.read(uint2(_224), uint(0u));
    const float4 _227 = _222 + _226;
    const int3 _230 = int3(_24, 1);
    const float4 _231 = ResolveLayers.read(uint2(_230.xy), uint(_230.z), uint(2));
    const float4 _232 = _227 + _231;
    const float4 _234 = _213 + _232;
    const uint _237 = Resolve.get_num_samples();
    const uint _238 = _237 - 1u;
    const uint _239 = _237 & _238;
    const bool _240 = _239 == 0u;
    const bool _241 = _237 <= 16u;
    const bool _242 = _240 && _241;
    const bool _243 = 2u < _237;
    const bool _244 = _242 && _243;
    const uint _245 = _237 - 1u;
    const uint _246 = _245 + 2u;
    const uint _247 = _244 ? _246 : 0u;
    const float2 _249 = uprism_sample_positions[_247];
    const float2 _250 = _244 ? _249 : float2(0.0f);
    const float2 _252 = _234.xy;
    const float2 _253 = _252 + _250;
    const float4 _255 = float4(_253.x, _253.y, _234.z, _234.w);
    const float3 _260 = float3(in.in_TEXCOORD0, 0.5f);
    const float4 _261 = Volume.sample(Volume_sampler, _260);
    const float3 _265 = float3(in.in_TEXCOORD0, 0.5f);
    const float4 _266 = Volume.sample(Volume_sampler, _265, level(2.0f));
    const float4 _267 = _261 + _266;
    const float4 _269 = _255 + _267;
    const float4 _274 = Sky.sample(Sky_sampler, in.in_NORMAL);
    const float4 _278 = Sky.sample(Sky_sampler, in.in_NORMAL, level(3.0f));
    const float4 _279 = _274 + _278;
    const float4 _283 = float4(in.in_NORMAL, 1.0f);
    const float4 _284 = Probes.sample(Probes_sampler, _283.xyz, uint(rint(_283.w)));
    const float4 _285 = _279 + _284;
    const float4 _289 = float4(in.in_NORMAL, 2.0f);
    const float4 _290 = Probes.gather(Probes_sampler, _289.xyz, uint(rint(_289.w)));
    const float4 _291 = _285 + _290;
    const float4 _293 = _269 + _291;
    const float _297 = float(_15);
    const float _299 = float(_17);
    const float _301 = float(_19);
    const float4 _302 = float4(_297, _299, _301, 0.0f);
    const float4 _303 = _293 + _302;
    out.out_SV_Target = _303;
    const main_out _308 = out;
    return _308;
}

