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
    float4 gl_FragCoord [[position]],
    uint gl_SubgroupInvocationID [[thread_index_in_simdgroup]],
    uint gl_SubgroupSize [[threads_per_simdgroup]])
{
    main_out out;
    const float _8 = in.in_TEXCOORD0.x;
    const float _9 = simd_sum(_8);
    const float _19 = in.in_TEXCOORD0.x;
    const float _20 = quad_shuffle_xor(_19, 1u);
    const float _24 = in.in_TEXCOORD0.y;
    const float _25 = quad_shuffle_xor(_24, 2u);
    const float _29 = gl_FragCoord.x;
    const float _30 = simd_broadcast_first(_29);
    const float _35 = in.in_TEXCOORD0.x;
    const float _36 = _20 - _35;
    const float _39 = in.in_TEXCOORD0.y;
    const float _40 = _25 - _39;
    const uint _44 = gl_SubgroupInvocationID + gl_SubgroupSize;
    const float _45 = float(_44);
    const float _46 = _30 + _45;
    const float4 _47 = float4(_9, _36, _40, _46);
    out.out_SV_Target = _47;
    const main_out _52 = out;
    return _52;
}

