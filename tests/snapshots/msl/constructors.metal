#include <metal_stdlib>
using namespace metal;

struct Pair
{
    float a;
    uint b;
};

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float2x2 m;
    Pair p;
    float arr[3];
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float4 _10 = float4(_6, float2(1.0f, 2.0f), 3.0f);
    const float4 _14 = float4(_6);
    const float2 _18 = float2(1.0f, _6);
    const float2x2 _19 = float2x2(_18, float2(3.0f, 4.0f));
    m = _19;
    const float2 _23 = m[0];
    const float2 _25 = m[1];
    const float _26 = _25.y;
    const float3 _27 = float3(_23, _26);
    const Pair _31 = Pair{_6, 5u};
    p = _31;
    float _35[3];
    _35[0] = 1.0f;
    _35[1] = _6;
    _35[2] = 3.0f;
    for (uint i = 0; i < 3; ++i)
    {
        arr[i] = _35[i];
    }
    const float2 _39 = _10.xy;
    const int2 _40 = int2(_39);
    const uint _43 = gl_GlobalInvocationID.x;
    const float4 _47 = _10 + _14;
    const float _50 = p.a;
    const float4 _51 = float4(_27, _50);
    const float4 _52 = _47 + _51;
    const float _54 = arr[1];
    const uint _56 = p.b;
    const float _57 = float(_56);
    const int _59 = _40.x;
    const float _60 = float(_59);
    const float _62 = arr[2];
    const float4 _63 = float4(_54, _57, _60, _62);
    const float4 _64 = _52 + _63;
    Out[_43] = _64;
    return;
}

