#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 + 1.0f;
    const float _12 = _7 * 0.5f;
    const float _14 = _7 * 2.0f;
    const float4 _15 = float4(_7, _12, _14, 1.0f);
    const float4 _19 = sqrt(_15);
    const float4 _21 = rsqrt(_15);
    const float4 _22 = _19 + _21;
    const float4 _25 = pow(_15, float4(1.5f, 1.5f, 1.5f, 1.5f));
    const float _27 = pow(_7, 2.0f);
    const float4 _28 = float4(_27);
    const float4 _29 = _25 + _28;
    const float4 _31 = _22 + _29;
    const float4 _34 = _15 * float4(0.00999999978f, 0.00999999978f, 0.00999999978f, 0.00999999978f);
    const float4 _35 = exp(_34);
    const float4 _37 = _15 * float4(0.100000001f, 0.100000001f, 0.100000001f, 0.100000001f);
    const float4 _38 = exp2(_37);
    const float4 _39 = _35 + _38;
    const float4 _41 = _31 + _39;
    const float4 _44 = log(_15);
    const float4 _46 = log2(_15);
    const float4 _47 = _44 + _46;
    const float4 _49 = log2(_15);
    const float4 _50 = _49 * float4(0.30103001f, 0.30103001f, 0.30103001f, 0.30103001f);
    const float4 _51 = _47 + _50;
    const float4 _53 = _41 + _51;
    const float4 _56 = float4(1.0f, 1.0f, 1.0f, 1.0f) / _15;
    const float4 _58 = _53 + _56;
    const uint _61 = gl_GlobalInvocationID.x;
    Out[_61] = _58;
    return;
}

