#include <metal_stdlib>
using namespace metal;

struct main_in
{
    uint in_INDEX [[user(locn0), flat]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    array<texture2d<float>, 2> T [[texture(0)]])
{
    main_out out;
    const float4 _13 = T[in.in_INDEX].read(uint2(int2(0, 0)), uint(0));
    const bool _42 = in.in_INDEX == 0u;
    const uint _46 = _42 ? 1u : 0u;
    const float4 _25 = T[_46].read(uint2(int2(0, 0)), uint(0));
    const float4 _26 = _13 + _25;
    out.out_SV_Target = _26;
    const main_out _50 = out;
    return _50;
}

