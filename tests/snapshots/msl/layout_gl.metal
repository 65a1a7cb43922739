#include <metal_stdlib>
using namespace metal;

struct type_Params
{
    float scale;
    char _pad0[12];
    float3 dir;
};

struct Item
{
    float w;
    char _pad0[4];
    float2 uv;
    float3 n;
};

struct Item0
{
    float w;
    float2 uv;
    float3 n;
};

kernel void main0(
    constant type_Params& Params [[buffer(0)]],
    device Item* Items [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Item0 it;
    const uint _5 = gl_GlobalInvocationID.x;
    const Item _7 = Items[_5];
    const float _8 = _7.w;
    const float2 _9 = _7.uv;
    const float3 _10 = _7.n;
    const Item0 _11 = Item0{_8, _9, _10};
    it = _11;
    const float3 _15 = it.n;
    const float3 _17 = Params.dir;
    const float3 _18 = _15 + _17;
    const float3 _19 = normalize(_18);
    const float _21 = Params.scale;
    const float3 _22 = float3(_21);
    const float3 _23 = _19 * _22;
    it.n = _23;
    const float _27 = it.w;
    const float2 _28 = float2(_27);
    const float2 _29 = it.uv;
    const float2 _30 = _29 + _28;
    it.uv = _30;
    const uint _33 = gl_GlobalInvocationID.x;
    const Item0 _35 = it;
    const float _36 = _35.w;
    const float2 _37 = _35.uv;
    const float3 _38 = _35.n;
    const Item _39 = Item{_36, {}, _37, _38};
    Items[_33] = _39;
    return;
}

