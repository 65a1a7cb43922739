#include <metal_stdlib>
using namespace metal;

constant float2 uvs[8] = {float2((-0.300000012f), 0.100000001f), float2(1.20000005f, 0.600000024f), float2((-1.10000002f), (-0.600000024f)), float2(2.29999995f, 1.89999998f), float2(0.400000006f, (-0.200000003f)), float2(1.60000002f, 3.29999995f), float2((-2.20000005f), 0.899999976f), float2(0.100000001f, (-1.39999998f))};

kernel void CSMain(
    texture2d<float> Tex [[texture(0)]],
    sampler Clamp [[sampler(0)]],
    sampler Repeat [[sampler(1)]],
    sampler Mirror [[sampler(2)]],
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _2 = gl_GlobalInvocationID.x;
    const float2 _7 = uvs[_2];
    const uint _10 = _2 * 3u;
    const uint _11 = _10 + 0u;
    const float4 _16 = Tex.sample(Clamp, _7, level(0.0f));
    Out[_11] = _16;
    const uint _19 = _2 * 3u;
    const uint _20 = _19 + 1u;
    const float4 _25 = Tex.sample(Repeat, _7, level(0.0f));
    Out[_20] = _25;
    const uint _28 = _2 * 3u;
    const uint _29 = _28 + 2u;
    const float4 _34 = Tex.sample(Mirror, _7, level(0.0f));
    Out[_29] = _34;
    return;
}

