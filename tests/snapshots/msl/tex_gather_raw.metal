#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
};

struct main_out
{
    uint4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    texture2d<uint> Packed [[texture(0)]],
    texture2d_array<uint> Layers [[texture(1)]],
    sampler Point [[sampler(0)]])
{
    main_out out;
    const uint4 _9 = Packed.gather(Point, in.in_TEXCOORD0);
    const uint4 _13 = Packed.gather(Point, in.in_TEXCOORD0, int2(1, 0));
    const uint4 _14 = _9 ^ _13;
    const float3 _18 = float3(in.in_TEXCOORD0, 2.0f);
    const uint4 _19 = Layers.gather(Point, _18.xy, uint(rint(_18.z)));
    const uint4 _20 = _14 ^ _19;
    out.out_SV_Target = _20;
    const main_out _25 = out;
    return _25;
}

