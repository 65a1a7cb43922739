#include <metal_stdlib>
using namespace metal;

kernel void CSMain(
    depth2d<float> Shadow [[texture(0)]],
    sampler Less [[sampler(0)]],
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _2 = gl_GlobalInvocationID.x;
    const uint _6 = _2 % 4u;
    const float _7 = float(_6);
    const uint _9 = _2 / 4u;
    const float _10 = float(_9);
    const float2 _11 = float2(_7, _10);
    const float2 _12 = _11 + float2(0.5f, 0.5f);
    const float2 _13 = _12 / float2(4.0f, 4.0f);
    const float _17 = float(_2);
    const float _18 = _17 + 0.5f;
    const float _19 = _18 / 16.0f;
    const float _26 = Shadow.sample_compare(Less, _13, 0.5f, level(0.0f));
    const float _32 = _19 - 0.03125f;
    const float _33 = Shadow.sample_compare(Less, _13, _32, level(0.0f));
    const float _38 = Shadow.sample_compare(Less, _13, _19, level(0.0f), int2(1, 0));
    const uint _42 = _2 % 4u;
    const float _43 = float(_42);
    const uint _45 = _2 / 4u;
    const float _46 = float(_45);
    const float2 _47 = float2(_43, _46);
    const float2 _48 = _47 + float2(1.0f, 1.0f);
    const float2 _49 = _48 / float2(4.0f, 4.0f);
    const float4 _50 = Shadow.gather_compare(Less, _49, 0.5f, int2(0, 0));
    const float _51 = _50.w;
    const float4 _52 = float4(_26, _33, _38, _51);
    Out[_2] = _52;
    return;
}

