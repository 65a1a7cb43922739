#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    device uint4* OutU [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float cond;
    const uint _13 = gl_GlobalInvocationID.x;
    const float _14 = float(_13);
    const float4 _15 = float4(_14);
    const float4 _16 = float4(1.0f, 2.0f, 3.0f, 4.0f) * _15;
    const float4 _20 = _16 + float4(1.0f, 1.0f, 1.0f, 1.0f);
    const uint _26 = gl_GlobalInvocationID.x;
    const int _27 = int(_26);
    const int3 _28 = int3(_27);
    const int3 _29 = int3(1, (-2), 3) * _28;
    const uint4 _33 = uint4(gl_GlobalInvocationID, 7u);
    const uint _37 = gl_GlobalInvocationID.x;
    const bool _38 = _37 > 1u;
    const uint _40 = gl_GlobalInvocationID.y;
    const bool _41 = _40 > 1u;
    const bool2 _42 = bool2(_38, _41);
    const bool _45 = _42.x;
    if (_45)
    {
        cond = 1.0f;
    }
    else
    {
        cond = 0.0f;
    }
    const float cond0 = cond;
    const float _51 = _20.x;
    const float _52 = _51 + cond0;
    float4 _54 = _20;
    _54.x = _52;
    const uint _57 = gl_GlobalInvocationID.x;
    const float4 _61 = _54 * _16;
    const float3 _63 = float3(_29);
    const float4 _64 = float4(_63, 0.0f);
    const float4 _65 = _61 - _64;
    Out[_57] = _65;
    const uint _68 = gl_GlobalInvocationID.x;
    const uint4 _71 = _33 * uint4(2u, 2u, 2u, 2u);
    const bool _73 = _42.y;
    const uint _74 = _73 ? 1u : 0u;
    const uint4 _75 = uint4(_74, 0u, 1u, 2u);
    const uint4 _76 = _71 + _75;
    OutU[_68] = _76;
    return;
}

