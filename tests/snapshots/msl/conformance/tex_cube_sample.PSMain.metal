#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

constant float3 dirs[8] = {float3(1.0f, (-0.5f), (-0.5f)), float3((-1.0f), 0.5f, (-0.5f)), float3(0.5f, 1.0f, 0.5f), float3((-0.5f), (-1.0f), 0.5f), float3(0.5f, (-0.5f), 1.0f), float3((-0.5f), 0.5f, (-1.0f)), float3(1.0f, 0.5f, 0.5f), float3((-0.5f), 0.5f, 1.0f)};

fragment PSMain_out PSMain(
    texturecube<float> Cube [[texture(0)]],
    sampler Point [[sampler(0)]],
    device float4* Out [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    PSMain_out out;
    const float _10 = gl_FragCoord.y;
    const uint _11 = uint(_10);
    const uint _12 = _11 * 4u;
    const float _14 = gl_FragCoord.x;
    const uint _15 = uint(_14);
    const uint _16 = _12 + _15;
    const float3 _21 = dirs[_16];
    const uint _24 = _16 * 2u;
    const uint _25 = _24 + 0u;
    const float4 _30 = Cube.sample(Point, _21);
    Out[_25] = _30;
    const uint _33 = _16 * 2u;
    const uint _34 = _33 + 1u;
    const float3 _39 = _21 * float3(3.0f, 3.0f, 3.0f);
    const float4 _40 = Cube.sample(Point, _39, level(0.0f));
    Out[_34] = _40;
    const float4 _45 = Cube.sample(Point, _21);
    out.out_SV_Target = _45;
    const PSMain_out _50 = out;
    return _50;
}

