#include <metal_stdlib>
using namespace metal;

struct type_PushConstant_Params
{
    ulong addr0;
};

struct Item
{
    float3 pos;
    uint id;
    float2x2 m;
};

struct Item0
{
    packed_float3 pos;
    uint id;
    float2x2 m;
};

kernel void main0(
    constant type_PushConstant_Params& pc [[buffer(0)]],
    device float4* Out [[buffer(1)]])
{
    Item it;
    const ulong _2 = pc.addr0;
    const ulong _3 = _2 + 16ul;
    const float4 _5 = (*reinterpret_cast<device float4*>(_3));
    const ulong _9 = pc.addr0;
    const uint _11 = (*reinterpret_cast<device uint*>(_9));
    const ulong _15 = pc.addr0;
    const ulong _16 = _15 + 64ul;
    const Item0 _18 = (*reinterpret_cast<device Item0*>(_16));
    const float3 _19 = float3(_18.pos);
    const uint _20 = _18.id;
    const float2x2 _21 = transpose(_18.m);
    const Item _22 = Item{_19, _20, _21};
    it = _22;
    const ulong _25 = pc.addr0;
    const ulong _26 = _25 + 4ul;
    const float _29 = _5.x;
    const float _31 = float(_11);
    const float _32 = _29 + _31;
    (*reinterpret_cast<device float*>(_26)) = _32;
    const uint _35 = it.id;
    const uint _36 = _35 + 1u;
    it.id = _36;
    const ulong _39 = pc.addr0;
    const ulong _40 = _39 + 128ul;
    const Item _42 = it;
    const float3 _43 = _42.pos;
    const uint _44 = _42.id;
    const float2x2 _45 = _42.m;
    Item0 _46;
    _46.pos = _43;
    _46.id = _44;
    _46.m = transpose(_45);
    (*reinterpret_cast<device Item0*>(_40)) = _46;
    const float3 _51 = it.pos;
    const float4 _52 = _51.xyzz;
    const float4 _53 = _5 + _52;
    const float2 _56 = it.m[1];
    const float4 _57 = _56.xyxy;
    const float4 _58 = _53 + _57;
    Out[0] = _58;
    return;
}

