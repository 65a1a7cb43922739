#include <metal_stdlib>
using namespace metal;

struct Sample
{
    float3 color;
    uint mask;
};

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Sample s;
    Sample t;
    const uint _5 = gl_GlobalInvocationID.x;
    const Sample _6 = Sample{float3(1.0f, 2.0f, 3.0f), _5};
    s = _6;
    const float3 _10 = s.color;
    const float3 _11 = _10 * float3(2.0f, 2.0f, 2.0f);
    const Sample _14 = s;
    t = _14;
    const uint _18 = gl_GlobalInvocationID.x;
    const uint _19 = _18 + 1u;
    const uint _24 = gl_GlobalInvocationID.x;
    const float3 _28 = t.color;
    const float3 _29 = _11 + _28;
    const float _31 = float(_19);
    const float _33 = _31 + 0.25f;
    const float4 _34 = float4(_29, _33);
    Out[_24] = _34;
    return;
}

