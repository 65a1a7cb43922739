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
    const uint _24 = gl_GlobalInvocationID.x;
    const int _25 = int(_24);
    const int3 _26 = int3(_25);
    const int3 _27 = int3(1, (-2), 3) * _26;
    const uint4 _31 = uint4(gl_GlobalInvocationID, 7u);
    const uint _35 = gl_GlobalInvocationID.x;
    const bool _36 = _35 > 1u;
    const uint _38 = gl_GlobalInvocationID.y;
    const bool _39 = _38 > 1u;
    const bool2 _40 = bool2(_36, _39);
    const bool _43 = _40.x;
    if (_43)
    {
        cond = 1.0f;
    }
    else
    {
        cond = 0.0f;
    }
    const float cond0 = cond;
    const float _49 = _20.x;
    const float _50 = _49 + cond0;
    float4 _52 = _20;
    _52.x = _50;
    const uint _55 = gl_GlobalInvocationID.x;
    const float4 _59 = _52 * _16;
    const float3 _61 = float3(_27);
    const float4 _62 = float4(_61, 0.0f);
    const float4 _63 = _59 - _62;
    Out[_55] = _63;
    const uint _66 = gl_GlobalInvocationID.x;
    const uint4 _69 = _31 * uint4(2u, 2u, 2u, 2u);
    const bool _71 = _40.y;
    const uint _72 = _71 ? 1u : 0u;
    const uint4 _73 = uint4(_72, 0u, 1u, 2u);
    const uint4 _74 = _69 + _73;
    OutU[_66] = _74;
    return;
}

