#include <metal_stdlib>
using namespace metal;

struct Light
{
    packed_float3 dir;
    float power;
    float2 range;
};

struct type_Params
{
    float a;
    packed_float3 b;
    float2 c;
    float2 d;
    packed_float3 e;
    uint f;
    float2 g;
    char _pad0[8];
    float3 h;
    float4 arr[3];
    Light light;
    char _pad1[8];
    float4x4 m;
    float4 m23[3];
    uint last;
};

kernel void main0(
    constant type_Params& Params [[buffer(0)]],
    device float4* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const float3 _5 = float3(Params.b);
    const float _7 = Params.a;
    const float4 _8 = float4(_5, _7);
    const float2 _10 = Params.c;
    const float2 _12 = Params.d;
    const float4 _13 = float4(_10, _12);
    const float4 _14 = _8 + _13;
    const float3 _16 = float3(Params.e);
    const uint _18 = Params.f;
    const float _19 = float(_18);
    const float4 _20 = float4(_16, _19);
    const float4 _21 = _14 + _20;
    const float2 _24 = Params.g;
    const float3 _26 = Params.h;
    const float2 _27 = _26.xy;
    const float4 _28 = float4(_24, _27);
    const float3 _30 = Params.h;
    const float _31 = _30.z;
    const uint _34 = gl_GlobalInvocationID.x;
    const uint _35 = _34 % 3u;
    const float _37 = Params.arr[_35].x;
    const float _40 = Params.arr[0].x;
    const float _43 = Params.arr[2].x;
    const float4 _44 = float4(_31, _37, _40, _43);
    const float4 _45 = _28 + _44;
    const float4 _47 = _21 + _45;
    const float3 _51 = float3(Params.light.dir);
    const float _54 = Params.light.power;
    const float3 _55 = float3(_54);
    const float3 _56 = _51 * _55;
    const float2 _59 = Params.light.range;
    const float _60 = _59.x;
    const float2 _63 = Params.light.range;
    const float _64 = _63.y;
    const float _65 = _60 + _64;
    const float4 _66 = float4(_56, _65);
    const float4 _68 = _47 + _66;
    const float4 _72 = float4(Params.m[0][1], Params.m[1][1], Params.m[2][1], Params.m[3][1]);
    const float3 _75 = float3(Params.m23[0][0], Params.m23[1][0], Params.m23[2][0]);
    const uint _77 = Params.last;
    const float _78 = float(_77);
    const float4 _79 = float4(_75, _78);
    const float4 _80 = _72 + _79;
    const float3 _83 = float3(Params.m23[0][1], Params.m23[1][1], Params.m23[2][1]);
    const float4 _84 = float4(_83, 0.0f);
    const float4 _85 = _80 + _84;
    const float4 _87 = _68 + _85;
    const uint _90 = gl_GlobalInvocationID.x;
    Out[_90] = _87;
    return;
}

