#include <metal_stdlib>
using namespace metal;

struct type_PushConstant_Light
{
    float intensity;
    packed_float3 direction;
    float3 color;
};

kernel void main0(
    constant type_PushConstant_Light& light [[buffer(0)]],
    device packed_float3* Out [[buffer(1)]])
{
    const float3 _2 = float3(light.direction);
    const float _4 = light.intensity;
    const float3 _5 = float3(_4);
    const float3 _6 = _2 * _5;
    const float3 _8 = light.color;
    const float3 _9 = _6 + _8;
    Out[0] = _9;
    return;
}

