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
    const bool _42 = true;
    const uint _43 = _42 ? 0u : 1u;
    const float4 _45 = _35 + _41;
    const float4 _50 = Albedo.sample(Albedo_sampler, in.in_TEXCOORD0, bias(0.5f));
    const float4 _54 = Albedo.sample(Albedo_sampler, in.in_TEXCOORD0, level(1.0f), int2((-1), 0));
    const float4 _55 = _50 + _54;
    const float4 _57 = _45 + _55;
    const float2 _63 = dfdx(in.in_TEXCOORD0);
    const float2 _65 = dfdy(in.in_TEXCOORD0);
    const float4 _66 = Albedo.sample(Albedo_sampler, in.in_TEXCOORD0, gradient2d(_63, _65));
    const bool _68 = _43 == 0u;
    const float _69 = _68 ? 1.0f : 0.0f;
    const float4 _70 = float4(_69);
    const float4 _71 = _66 * _70;
    const float4 _73 = _57 + _71;
    const float4 _78 = Albedo.gather(Albedo_sampler, in.in_TEXCOORD0);
    const float4 _82 = Albedo.gather(Albedo_sampler, in.in_TEXCOORD0, int2(1, 1));
    const float4 _83 = _78 + _82;
    const float4 _87 = Albedo.gather(Albedo_sampler, in.in_TEXCOORD0, int2(0), component::w);
    const float4 _88 = _83 + _87;
    const float4 _90 = _73 + _88;
    const int3 _94 = int3(_24, 0);
    const int2 _95 = _94.xy;
    const int _96 = _94.z;
    const float4 _97 = Albedo.read(uint2(_95), uint(_96));
    const int3 _100 = int3(_24, 1);
    const int2 _101 = _100.xy;
    const int _102 = _100.z;
    const float4 _103 = Albedo.read(uint2(_101 + int2(1, 0)), uint(_102));
    const float4 _104 = _97 + _103;
    const uint2 _106 = uint2(_24);
    const float4 _108 = Albedo.read(uint2(_106), uint(0u));
    const float4 _109 = _104 + _108;
    const uint2 _111 = uint2(_24);
    const uint2 _112 = _111 / uint2(2u, 2u);
    const float4 _114 = Albedo.read(uint2(_112), uint(1u));
    const float4 _115 = _109 + _114;
    const float4 _117 = _90 + _115;
    const float _122 = Albedo.calculate_clamped_lod(Albedo_sampler, in.in_TEXCOORD0);
    const float _126 = Albedo.calculate_unclamped_lod(Albedo_sampler, in.in_TEXCOORD0);
    const float _127 = _122 + _126;
    const float _129 = _117.x;
    const float _130 = _129 + _127;
    float4 _132 = _117;
    _132.x = _130;
    const float _137 = Shadow.sample_compare(Shadow_sampler, in.in_TEXCOORD0, 0.5f);
    const float _141 = Shadow.sample_compare(Shadow_sampler, in.in_TEXCOORD0, 0.5f, level(0.0f), int2(1, 0));
    const float _142 = _137 + _141;
    const float _146 = Shadow.sample_compare(Shadow_sampler, in.in_TEXCOORD0, 0.5f, level(0.0f));
    const float _147 = _142 + _146;
    const float _149 = _132.y;
    const float _150 = _149 + _147;
    float4 _152 = _132;
    _152.y = _150;
    const float4 _157 = Shadow.gather_compare(Shadow_sampler, in.in_TEXCOORD0, 0.5f);
    const float4 _161 = Shadow.gather_compare(Shadow_sampler, in.in_TEXCOORD0, 0.25f, int2(0, 1));
    const float4 _162 = _157 + _161;
    const float4 _164 = _152 + _162;
    const float _169 = in.in_TEXCOORD0.x;
    const float4 _170 = Ramp.sample(Ramp_sampler, _169);
    const float _171 = _170.x;
    const int _174 = _24.x;
    const int2 _175 = int2(_174, 0);
    const int _176 = _175.x;
    const int _177 = _175.y;
    const float4 _178 = Ramp.read(uint(_176), uint(_177));
    const float _179 = _178.x;
    const float _180 = _171 + _179;
    const float _184 = in.in_TEXCOORD0.x;
    const float2 _185 = float2(_184, 1.0f);
    const float4 _186 = Ramps.sample(Ramps_sampler, _185.x, uint(rint(_185.y)));
    const float2 _187 = _186.xy;
    const float _188 = _187.y;
    const float _189 = _180 + _188;
    const float _191 = _164.z;
    const float _192 = _191 + _189;
    float4 _194 = _164;
    _194.z = _192;
    const float3 _199 = float3(in.in_TEXCOORD0, 2.0f);
    const float4 _200 = Layers.sample(Layers_sampler, _199.xy, uint(rint(_199.z)));
    const int4 _203 = int4(_24, 1, 0);
    const int3 _204 = _203.xyz;
    const int _205 = _203.w;
    const float4 _206 = Layers.read(uint2(_204.xy), uint(_204.z), uint(_205));
    const float4 _207 = _200 + _206;
    const float3 _211 = float3(in.in_TEXCOORD0, 1.0f);
    const float4 _212 = Layers.gather(Layers_sampler, _211.xy, uint(rint(_211.z)), int2(0), component::y);
    const float4 _213 = _207 + _212;
    const float4 _215 = _194 + _213;
    const float4 _219 = Resolve.read(uint2(_24), uint(3));
    const uint2 _221 = uint2(_24);
    const float4 _223 = Resolve.read(uint2(_221), uint(1u));
    const float4 _224 = _219 + _223;
    const uint2 _226 = uint2(_24);
    const float4 _228 = Resolve.read(uint2(_226), uint(0u));
    const float4 _229 = _224 + _228;
    const int3 _232 = int3(_24, 1);
    const float4 _233 = ResolveLayers.read(uint2(_232.xy), uint(_232.z), uint(2));
    const float4 _234 = _229 + _233;
    const float4 _236 = _215 + _234;
    const uint _239 = Resolve.get_num_samples();
    const uint _240 = _239 - 1u;
    const uint _241 = _239 & _240;
    const bool _242 = _241 == 0u;
    const bool _243 = _239 <= 16u;
    const bool _244 = _242 && _243;
    const bool _245 = 2u < _239;
    const bool _246 = _244 && _245;
    const uint _247 = _239 - 1u;
    const uint _248 = _247 + 2u;
    const uint _249 = _246 ? _248 : 0u;
    const float2 _251 = uprism_sample_positions[_249];
    const float2 _252 = _246 ? _251 : float2(0.0f);
    const float2 _254 = _236.xy;
    const float2 _255 = _254 + _252;
    const float4 _257 = float4(_255.x, _255.y, _236.z, _236.w);
    const float3 _262 = float3(in.in_TEXCOORD0, 0.5f);
    const float4 _263 = Volume.sample(Volume_sampler, _262);
    const float3 _267 = float3(in.in_TEXCOORD0, 0.5f);
    const float4 _268 = Volume.sample(Volume_sampler, _267, level(2.0f));
    const float4 _269 = _263 + _268;
    const float4 _271 = _257 + _269;
    const float4 _276 = Sky.sample(Sky_sampler, in.in_NORMAL);
    const float4 _280 = Sky.sample(Sky_sampler, in.in_NORMAL, level(3.0f));
    const float4 _281 = _276 + _280;
    const float4 _285 = float4(in.in_NORMAL, 1.0f);
    const float4 _286 = Probes.sample(Probes_sampler, _285.xyz, uint(rint(_285.w)));
    const float4 _287 = _281 + _286;
    const float4 _291 = float4(in.in_NORMAL, 2.0f);
    const float4 _292 = Probes.gather(Probes_sampler, _291.xyz, uint(rint(_291.w)));
    const float4 _293 = _287 + _292;
    const float4 _295 = _271 + _293;
    const float _299 = float(_15);
    const float _301 = float(_17);
    const float _303 = float(_19);
    const float4 _304 = float4(_299, _301, _303, 0.0f);
    const float4 _305 = _295 + _304;
    out.out_SV_Target = _305;
    const main_out _310 = out;
    return _310;
}

