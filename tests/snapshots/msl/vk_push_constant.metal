#include <metal_stdlib>
using namespace metal;

struct Params
{
    float scale;
    uint count;
    float4 bias;
    float2x2 m;
};

struct type_PushConstant_Params
{
    float scale;
    uint count;
    char _pad0[8];
    float4 bias;
    float2x2 m;
};

float Params_scaled(thread Params& this0, float x)
{
    const float _6 = this0.scale;
    const float _7 = x * _6;
    return _7;
}

kernel void main0(
    constant type_PushConstant_Params& params [[buffer(0)]],
    device float* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Params this0;
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _6 = params.count;
    const bool _7 = _4 >= _6;
    if (_7)
    {
        return;
    }
    const type_PushConstant_Params _11 = params;
    const float _12 = _11.scale;
    const uint _13 = _11.count;
    const float4 _14 = _11.bias;
    const float2x2 _15 = _11.m;
    const Params _16 = Params{_12, _13, _14, _15};
    this0 = _16;
    const uint _19 = gl_GlobalInvocationID.x;
    const float _20 = float(_19);
    const float _21 = Params_scaled(this0, _20);
    const uint _24 = gl_GlobalInvocationID.x;
    const uint _25 = _24 & 3u;
    const float _27 = params.bias[_25];
    const float _28 = _21 + _27;
    const uint _31 = gl_GlobalInvocationID.x;
    const float _37 = params.m[1].x;
    const float _38 = _28 + _37;
    Out[_31] = _38;
    return;
}

