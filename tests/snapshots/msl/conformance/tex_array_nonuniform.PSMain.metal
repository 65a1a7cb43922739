#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

float4 fetch(uint k, int2 p, array<texture2d<float>, 3> Textures)
{
    const int3 _10 = int3(p, 0);
    const int2 _11 = _10.xy;
    const int _12 = _10.z;
    const float4 _13 = Textures[k].read(uint2(_11), uint(_12));
    return _13;
}

fragment PSMain_out PSMain(
    array<texture2d<float>, 3> Textures [[texture(0)]],
    sampler Point [[sampler(0)]],
    device float4* Out [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    PSMain_out out;
    const float _5 = gl_FragCoord.y;
    const uint _6 = uint(_5);
    const uint _7 = _6 * 4u;
    const float _9 = gl_FragCoord.x;
    const uint _10 = uint(_9);
    const uint _11 = _7 + _10;
    const uint _15 = _11 % 3u;
    const float2 _19 = gl_FragCoord.xy;
    const float2 _20 = floor(_19);
    const float2 _21 = fmod(_20, float2(2.0f, 2.0f));
    const float2 _22 = _21 + float2(0.5f, 0.5f);
    const float2 _23 = _22 / float2(2.0f, 2.0f);
    const float4 _31 = Textures[_15].sample(Point, _23);
    const uint _34 = _11 * 2u;
    const uint _35 = _34 + 0u;
    Out[_35] = _31;
    const uint _40 = _11 * 2u;
    const uint _41 = _40 + 1u;
    const uint _44 = _15 + 1u;
    const uint _45 = _44 % 3u;
    const float2 _47 = gl_FragCoord.xy;
    const int2 _48 = int2(_47);
    const int2 _49 = _48 % int2(2, 2);
    const float4 _50 = fetch(_45, _49, Textures);
    Out[_41] = _50;
    out.out_SV_Target = _31;
    const PSMain_out _57 = out;
    return _57;
}

