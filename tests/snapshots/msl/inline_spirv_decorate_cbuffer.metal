#include <metal_stdlib>
using namespace metal;

struct type_Params
{
    float scale;
    char _pad0[12];
    float4 offset;
};

struct type_Globals
{
    float bias;
};

kernel void main0(
    constant type_Params& Params [[buffer(0)]],
    device float* F [[buffer(1)]],
    constant type_Globals& u_Globals [[buffer(2)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    const float _7 = F[gl_LocalInvocationIndex];
    const float _9 = Params.scale;
    const float _10 = _7 * _9;
    const float4 _12 = Params.offset;
    const float _13 = _12.y;
    const float _14 = _10 + _13;
    const float _16 = u_Globals.bias;
    const float _17 = _14 + _16;
    F[gl_LocalInvocationIndex] = _17;
    return;
}

