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

struct type_Pick
{
    uint Row;
    uint Col;
};

fragment main_out main0(
    main_in in [[stage_in]],
    array<texture2d<float>, 6> T [[texture(0)]],
    array<sampler, 4> S [[sampler(0)]],
    constant type_Pick& Pick [[buffer(0)]])
{
    main_out out;
    const float4 _8 = T[5u].read(uint2(int2(0, 0)), uint(0));
    const uint _11 = Pick.Row;
    const uint _12 = _11 * 3u;
    const uint _14 = Pick.Col;
    const uint _15 = _12 + _14;
    const uint _20 = Pick.Row;
    const uint _21 = 2u + _20;
    const float4 _25 = T[_15].sample(S[_21], in.in_TEXCOORD0);
    const float4 _27 = _8 + _25;
    const uint _31 = Pick.Row;
    const uint _32 = _31 * 3u;
    const uint _36 = _32 + 2u;
    const float4 _60 = T[_36].sample(S[1u], in.in_TEXCOORD0);
    const float4 _44 = _27 + _60;
    out.out_SV_Target = _44;
    const main_out _72 = out;
    return _72;
}

