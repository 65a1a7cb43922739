#include <metal_stdlib>
using namespace metal;

struct type_Params
{
    float Scale;
};

kernel void main0(
    const device float* A [[buffer(0)]],
    const device float* B [[buffer(1)]],
    device float* OutA [[buffer(2)]],
    device float* OutB [[buffer(3)]],
    constant type_Params& Params [[buffer(4)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _7 = gl_GlobalInvocationID.x;
    const float _9 = A[_7];
    const float _11 = Params.Scale;
    const float _12 = _9 * _11;
    OutA[_4] = _12;
    const uint _15 = gl_GlobalInvocationID.x;
    const uint _18 = gl_GlobalInvocationID.x;
    const float _20 = B[_18];
    const float _22 = Params.Scale;
    const float _23 = _20 + _22;
    OutB[_15] = _23;
    return;
}

