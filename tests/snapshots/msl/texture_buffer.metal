#include <metal_stdlib>
using namespace metal;

struct type_TB
{
    float4 TV;
    uint TU;
};

struct type_TextureBuffer_S
{
    float2 a;
    char _pad0[8];
    uint3 b;
    float4x4 m;
};

struct S
{
    float2 a;
    uint3 b;
    float4x4 m;
};

kernel void main0(
    const device type_TB& TB [[buffer(0)]],
    const device type_TextureBuffer_S& TS [[buffer(1)]],
    device float4* Out [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    S s;
    const type_TextureBuffer_S _4 = TS;
    const float2 _5 = _4.a;
    const uint3 _6 = _4.b;
    const float4x4 _7 = transpose(_4.m);
    const S _8 = S{_5, _6, _7};
    s = _8;
    const uint _11 = gl_GlobalInvocationID.x;
    const float4 _14 = TB.TV;
    const uint _16 = TB.TU;
    const float _17 = float(_16);
    const float4 _18 = float4(_17);
    const float4 _19 = _14 + _18;
    const float2 _21 = TS.a;
    const uint3 _23 = TS.b;
    const uint2 _24 = _23.yz;
    const float2 _25 = float2(_24);
    const float4 _26 = float4(_21, _25);
    const float4 _27 = _19 + _26;
    const float4x4 _29 = s.m;
    const float4 _31 = TB.TV;
    const float4 _32 = _31 * _29;
    const float4 _33 = _27 + _32;
    Out[_11] = _33;
    return;
}

