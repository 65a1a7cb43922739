#include <metal_stdlib>
using namespace metal;

kernel void main0(
    const device half4* In [[buffer(0)]],
    device uint4* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const half4 _7 = In[_5];
    const half _11 = _7.x;
    const float _12 = float(_11);
    const uint _13 = as_type<uint>(_12);
    const half2 _17 = _7.yz;
    const float2 _18 = float2(_17);
    const int2 _19 = as_type<int2>(_18);
    const half _23 = _7.w;
    const float _24 = float(_23);
    const uint _25 = as_type<uint>(_24);
    const float _26 = as_type<float>(_25);
    const half3 _30 = _7.xyz;
    const float3 _31 = float3(_30);
    const float _32 = _31.x;
    const float2 _33 = float2(_32, 0.0f);
    const uint _34 = as_type<uint>(half2(_33));
    const float _35 = _31.y;
    const float2 _36 = float2(_35, 0.0f);
    const uint _37 = as_type<uint>(half2(_36));
    const float _38 = _31.z;
    const float2 _39 = float2(_38, 0.0f);
    const uint _40 = as_type<uint>(half2(_39));
    const uint3 _41 = uint3(_34, _37, _40);
    const uint _44 = gl_GlobalInvocationID.x;
    const int _48 = _19.x;
    const uint _49 = uint(_48);
    const int _51 = _19.y;
    const uint _52 = uint(_51);
    const uint _53 = _49 ^ _52;
    const uint _55 = as_type<uint>(_26);
    const uint _57 = _41.x;
    const uint _59 = _41.y;
    const uint _60 = _57 ^ _59;
    const uint _62 = _41.z;
    const uint _63 = _60 ^ _62;
    const uint4 _64 = uint4(_13, _53, _55, _63);
    Out[_44] = _64;
    return;
}

