#include <metal_stdlib>
using namespace metal;

struct type_Params
{
    float4x4 RowM;
    float4x4 ColM;
    float4x3 Default34;
};

struct Item
{
    float2x3 m;
    float4 v;
};

struct Item0
{
    float2x3 m;
    float4 v;
};

kernel void main0(
    constant type_Params& Params [[buffer(0)]],
    const device Item* Items [[buffer(1)]],
    device float4* Out [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Item0 it;
    float2x2 local;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float4 _7 = float4(_6, 1.0f, 2.0f, 1.0f);
    const float4x4 _11 = Params.RowM;
    const float4 _13 = _7 * _11;
    const float4x4 _15 = transpose(Params.ColM);
    const float4 _17 = _7 * _15;
    const float4 _18 = _13 + _17;
    const float3x4 _22 = transpose(Params.Default34);
    const float3 _24 = _7 * _22;
    const uint _28 = gl_GlobalInvocationID.x;
    const Item _30 = Items[_28];
    const float2x3 _31 = _30.m;
    const float4 _32 = _30.v;
    const Item0 _33 = Item0{_31, _32};
    it = _33;
    const float2x3 _37 = it.m;
    const float4 _39 = it.v;
    const float3 _40 = _39.xyz;
    const float2 _41 = _40 * _37;
    const float2 _46 = _41.yx;
    const float2x2 _47 = float2x2(_41, _46);
    local = _47;
    const uint _50 = gl_GlobalInvocationID.x;
    const float4 _54 = float4(_24, 0.0f);
    const float4 _55 = _18 + _54;
    const float2 _57 = local[1];
    const float4 _59 = float4(_57, _41);
    const float4 _60 = _55 + _59;
    Out[_50] = _60;
    return;
}

