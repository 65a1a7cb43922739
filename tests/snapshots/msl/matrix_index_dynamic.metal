#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float4x4 m;
    m = float4x4(float4(1.0f, 2.0f, 3.0f, 4.0f), float4(5.0f, 6.0f, 7.0f, 8.0f), float4(9.0f, 10.0f, 11.0f, 12.0f), float4(13.0f, 14.0f, 15.0f, 16.0f));
    const uint _7 = gl_GlobalInvocationID.x;
    const uint _8 = _7 % 4u;
    const uint _12 = gl_GlobalInvocationID.x;
    const uint _13 = _12 / 4u;
    const uint _14 = _13 % 4u;
    const float4 _19 = m[_8];
    const float _26 = m[_8][_14];
    const float _33 = -_26;
    m[_14][_8] = _33;
    const float4 _37 = m[_8];
    const float _38 = _37.y;
    const float _39 = _38 + 0.5f;
    const float4 _40 = m[_8];
    float4 _41 = _40;
    _41.y = _39;
    m[_8] = _41;
    const float4x4 _44 = m;
    const float _45 = _44[0].x;
    const float4x4 _46 = m;
    const float _47 = _46[0].x;
    const float _48 = _45 + _47;
    const float4x4 _49 = m;
    const float _50 = _49[3].z;
    const float _51 = _48 + _50;
    const uint _54 = gl_GlobalInvocationID.x;
    const float4 _59 = m[_14];
    const float4 _60 = _19 + _59;
    const float4 _62 = float4(_26);
    const float4 _63 = _60 + _62;
    const float4 _65 = float4(_51);
    const float4 _66 = _63 + _65;
    Out[_54] = _66;
    return;
}

