#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint4* Out [[buffer(0)]],
    device float4* OutF [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 * 1.5f;
    const uint _11 = as_type<uint>(_7);
    const int _15 = as_type<int>(_7);
    const float _19 = as_type<float>(_11);
    const float _21 = as_type<float>(_15);
    const float _22 = _19 + _21;
    const uint2 _26 = uint2(_11, 1065353216u);
    const float2 _27 = as_type<float2>(_26);
    const float _32 = -_7;
    const float3 _33 = float3(_7, _32, 0.5f);
    const int3 _34 = as_type<int3>(_33);
    const float2 _38 = float2(_7, 0.0f);
    const uint _39 = as_type<uint>(half2(_38));
    const float2 _43 = float2(as_type<half2>(_39));
    const float _44 = _43.x;
    const uint _47 = gl_GlobalInvocationID.x;
    const uint _51 = uint(_15);
    const int _54 = _34.x;
    const int _56 = _34.y;
    const int _57 = _54 ^ _56;
    const int _59 = _34.z;
    const int _60 = _57 ^ _59;
    const uint _61 = uint(_60);
    const uint4 _62 = uint4(_11, _51, _39, _61);
    Out[_47] = _62;
    const uint _65 = gl_GlobalInvocationID.x;
    const float4 _70 = float4(_22, _27, _44);
    OutF[_65] = _70;
    return;
}

