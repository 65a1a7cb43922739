#include <metal_stdlib>
using namespace metal;

struct type_PushConstant_Push
{
    ulong globals;
    ulong raw;
    ulong addr0;
};

struct Globals
{
    float4 a;
    float4 b;
    uint count;
};

struct Globals0
{
    float4 a;
    float4 b;
    uint count;
};

kernel void main0(
    constant type_PushConstant_Push& pc [[buffer(0)]],
    device float4* Out [[buffer(1)]])
{
    Globals whole;
    const ulong _2 = pc.globals;
    const float4 _8 = (*reinterpret_cast<device Globals0*>(_2)).b;
    (*reinterpret_cast<device Globals0*>(_2)).count = 3u;
    const ulong _16 = pc.globals;
    const Globals0 _18 = (*reinterpret_cast<device Globals0*>(_16));
    const float4 _19 = _18.a;
    const float4 _20 = _18.b;
    const uint _21 = _18.count;
    const Globals _22 = Globals{_19, _20, _21};
    whole = _22;
    const ulong _26 = pc.addr0;
    const ulong _27 = _26 + 32ul;
    (*reinterpret_cast<device float4*>(_27)) = _8;
    const float4 _42 = whole.a;
    const float4 _43 = _8 + _42;
    const float4 _46 = (*reinterpret_cast<device float4*>(_2));
    const float4 _47 = _43 + _46;
    const ulong _49 = pc.raw;
    const float4 _51 = (*reinterpret_cast<device float4*>(_49));
    const float4 _52 = _47 + _51;
    Out[0] = _52;
    const uint _56 = uint(_27);
    const float _57 = float(_56);
    const ulong _60 = _27 >> 32ul;
    const uint _61 = uint(_60);
    const float _62 = float(_61);
    const uint _64 = whole.count;
    const float _65 = float(_64);
    const float4 _66 = float4(_57, _62, _65, 0.0f);
    Out[1] = _66;
    return;
}

