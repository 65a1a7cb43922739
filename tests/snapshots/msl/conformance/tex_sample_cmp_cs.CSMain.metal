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
    const float _31 = _19 - 0.03125f;
    const float _32 = Shadow.sample_compare(Less, _13, _31, level(0.0f));
    const float _37 = Shadow.sample_compare(Less, _13, _19, level(0.0f), int2(1, 0));
    const uint _41 = _2 % 4u;
    const float _42 = float(_41);
    const uint _44 = _2 / 4u;
    const float _45 = float(_44);
    const float2 _46 = float2(_42, _45);
    const float2 _47 = _46 + float2(1.0f, 1.0f);
    const float2 _48 = _47 / float2(4.0f, 4.0f);
    const float4 _49 = Shadow.gather_compare(Less, _48, 0.5f, int2(0, 0));
    const float _50 = _49.w;
    const float4 _51 = float4(_26, _32, _37, _50);
    Out[_2] = _51;
    return;
}

