#include <metal_stdlib>
using namespace metal;

struct Texel
{
    float4 color;
    uint tag;
};

kernel void main0(
    const device float* In [[buffer(0)]],
    device float* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint3 gl_LocalInvocationID [[thread_position_in_threadgroup]])
{
    threadgroup float sTile[16][17];
    threadgroup Texel sTexels[16];
    Texel t;
    const uint _7 = gl_LocalInvocationID.y;
    const uint _10 = gl_LocalInvocationID.x;
    const uint _13 = gl_GlobalInvocationID.y;
    const uint _14 = _13 * 256u;
    const uint _16 = gl_GlobalInvocationID.x;
    const uint _17 = _14 + _16;
    const float _19 = In[_17];
    sTile[_7][_10] = _19;
    const uint _22 = gl_LocalInvocationID.y;
    const bool _23 = _22 == 0u;
    if (_23)
    {
        const uint _25 = gl_LocalInvocationID.x;
        const uint _29 = gl_LocalInvocationID.x;
        const float _30 = float(_29);
        const float4 _31 = float4(_30);
        const float4 _32 = float4(1.0f, 0.0f, 0.0f, 1.0f) * _31;
        sTexels[_25].color = _32;
        const uint _35 = gl_LocalInvocationID.x;
        const uint _39 = gl_LocalInvocationID.x;
        sTexels[_35].tag = _39;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _44 = gl_LocalInvocationID.y;
    const Texel _46 = sTexels[_44];
    t = _46;
    const uint _49 = gl_GlobalInvocationID.y;
    const uint _50 = _49 * 256u;
    const uint _52 = gl_GlobalInvocationID.x;
    const uint _53 = _50 + _52;
    const uint _56 = gl_LocalInvocationID.x;
    const uint _59 = gl_LocalInvocationID.y;
    const float _61 = sTile[_56][_59];
    const float4 _63 = t.color;
    const float _64 = _63.x;
    const float _65 = _61 + _64;
    const uint _67 = t.tag;
    const float _68 = float(_67);
    const float _69 = _65 + _68;
    Out[_53] = _69;
    return;
}

