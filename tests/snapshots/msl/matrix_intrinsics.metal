#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float3x3 b;
    float2x2 p;
    float cond;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 * 0.100000001f;
    const float2 _11 = float2(1.0f, _7);
    const float2x2 _12 = float2x2(_11, float2(2.0f, 3.0f));
    const float3 _17 = float3(1.0f, 0.0f, _7);
    const float3 _18 = float3(_7, 0.0f, 3.0f);
    const float3x3 _19 = float3x3(_17, float3(0.0f, 2.0f, 0.0f), _18);
    b = _19;
    const float3 _23 = b[0];
    const float _24 = _23.x;
    const float _25 = _23.y;
    const float _26 = _23.z;
    const float3 _28 = b[1];
    const float _29 = _28.x;
    const float _30 = _28.y;
    const float _31 = _28.z;
    const float3 _33 = b[2];
    const float _34 = _33.x;
    const float _35 = _33.y;
    const float _36 = _33.z;
    const float4 _37 = float4(_24, _25, _26, 0.0f);
    const float4 _38 = float4(_29, _30, _31, 0.0f);
    const float4 _39 = float4(_34, _35, _36, 0.0f);
    const float4x4 _40 = float4x4(_37, _38, _39, float4(0.0f, 0.0f, 0.0f, 1.0f));
    const float3x2 _46 = transpose(float2x3(float3(1.0f, 2.0f, 3.0f), float3(4.0f, 5.0f, 6.0f)));
    const float2x2 _51 = _46 * float2x3(float3(1.0f, 2.0f, 3.0f), float3(4.0f, 5.0f, 6.0f));
    p = _51;
    const float3x3 _54 = b;
    const float3 _55 = _54[0];
    const float3 _56 = _55 * float3(2.0f, 2.0f, 2.0f);
    const float3 _57 = _54[1];
    const float3 _58 = _57 * float3(2.0f, 2.0f, 2.0f);
    const float3 _59 = _54[2];
    const float3 _60 = _59 * float3(2.0f, 2.0f, 2.0f);
    const float3x3 _61 = float3x3(_56, _58, _60);
    const float _65 = float(determinant(_12));
    const float3x3 _66 = b;
    const float _67 = float(determinant(_66));
    const float _68 = _65 + _67;
    const float _70 = float(determinant(_40));
    const float _71 = _68 + _70;
    const float3x3 _75 = transpose(_61);
    const float3x3 _76 = transpose(_75);
    const float3 _78 = _61[0];
    const float3 _79 = _76[0];
    const bool3 _80 = _79 == _78;
    const float3 _81 = _61[1];
    const float3 _82 = _76[1];
    const bool3 _83 = _82 == _81;
    const float3 _84 = _61[2];
    const float3 _85 = _76[2];
    const bool3 _86 = _85 == _84;
    bool3 _87[3];
    _87[0] = _80;
    _87[1] = _83;
    _87[2] = _86;
    const bool3 _88 = _87[0];
    const bool _89 = bool(all(_88));
    const bool3 _90 = _87[1];
    const bool _91 = bool(all(_90));
    const bool _92 = _89 && _91;
    const bool3 _93 = _87[2];
    const bool _94 = bool(all(_93));
    const bool _95 = _92 && _94;
    const uint _98 = gl_GlobalInvocationID.x;
    const float2 _101 = p[0];
    const float2 _103 = p[1];
    const float4 _104 = float4(_101, _103);
    const float4 _106 = float4(_71);
    const float4 _107 = _104 + _106;
    if (_95)
    {
        cond = 1.0f;
    }
    else
    {
        cond = 0.0f;
    }
    const float cond0 = cond;
    const float4 _113 = float4(cond0);
    const float4 _114 = _107 + _113;
    Out[_98] = _114;
    return;
}

