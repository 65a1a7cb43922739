#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float4x4 mm;
    float4x4 cw;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float4 _10 = float4(1.0f, 0.0f, 0.0f, _6);
    const float4x4 _11 = float4x4(_10, float4(0.0f, 1.0f, 0.0f, 2.0f), float4(0.0f, 0.0f, 1.0f, 3.0f), float4(0.0f, 0.0f, 0.0f, 1.0f));
    const float4 _18 = float4(1.0f, 2.0f, 3.0f, 1.0f) * _11;
    const float4 _23 = _11 * float4(1.0f, 2.0f, 3.0f, 1.0f);
    const float4x4 _28 = transpose(_11);
    const float4x4 _29 = _28 * _11;
    mm = _29;
    const float4 _34 = _11[0];
    const float4 _35 = _11[0];
    const float4 _36 = _35 * _34;
    const float4 _37 = _11[1];
    const float4 _38 = _11[1];
    const float4 _39 = _38 * _37;
    const float4 _40 = _11[2];
    const float4 _41 = _11[2];
    const float4 _42 = _41 * _40;
    const float4 _43 = _11[3];
    const float4 _44 = _11[3];
    const float4 _45 = _44 * _43;
    const float4x4 _46 = float4x4(_36, _39, _42, _45);
    cw = _46;
    const float4 _50 = _11[0];
    const float3 _51 = _50.xyz;
    const float4 _52 = _11[1];
    const float3 _53 = _52.xyz;
    const float4 _54 = _11[2];
    const float3 _55 = _54.xyz;
    const float3x3 _56 = float3x3(_51, _53, _55);
    const float3 _62 = float3(1.0f, 2.0f, 3.0f) * _56;
    const uint _65 = gl_GlobalInvocationID.x;
    const uint _66 = _65 * 3u;
    const uint _67 = _66 + 0u;
    const float4 _71 = _18 + _23;
    Out[_67] = _71;
    const uint _74 = gl_GlobalInvocationID.x;
    const uint _75 = _74 * 3u;
    const uint _76 = _75 + 1u;
    const float4 _79 = mm[3];
    const float4 _81 = cw[0];
    const float4 _82 = _79 + _81;
    Out[_76] = _82;
    const uint _85 = gl_GlobalInvocationID.x;
    const uint _86 = _85 * 3u;
    const uint _87 = _86 + 2u;
    const float4 _90 = float4(_62, 0.0f);
    Out[_87] = _90;
    return;
}

