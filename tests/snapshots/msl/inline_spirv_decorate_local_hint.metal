#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float* F [[buffer(0)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    float sum;
    float last;
    uint i;
    uint i0;
    sum = 0.0f;
    i = 0u;
    for (;;)
    {
        {
            i0 = i;
            const bool _9 = i0 <= gl_LocalInvocationIndex;
            if (!_9)
            {
                break;
            }
            const float _13 = F[i0];
            const float _14 = sum;
            const float _15 = _14 + _13;
            sum = _15;
        }
        const uint _18 = i0 + 1u;
        i = _18;
    }
    const float _21 = sum;
    const float _22 = _21 * 2.0f;
    last = _22;
    const float _26 = last;
    F[gl_LocalInvocationIndex] = _26;
    return;
}

