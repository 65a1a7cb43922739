#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device int* a1_Buf [[buffer(0)]],
    device int* a2_Buf [[buffer(1)]],
    device int* d_0_Buf [[buffer(2)]],
    device int* d_1_Buf [[buffer(3)]],
    const device int* g_Src [[buffer(4)]],
    device int* g_e_Out [[buffer(5)]],
    uint3 gl_LocalInvocationID [[thread_position_in_threadgroup]])
{
    const uint _18 = gl_LocalInvocationID.x;
    const uint _24 = gl_LocalInvocationID.x;
    const int _68 = a1_Buf[_24];
    const int _69 = _68 * 2;
    const uint _32 = gl_LocalInvocationID.x;
    const int _34 = d_1_Buf[_32];
    const int _35 = _69 + _34;
    const uint _39 = gl_LocalInvocationID.x;
    const int _41 = g_Src[_39];
    const int _42 = _35 + _41;
    const int _43 = a2_Buf[_18];
    const int _44 = _43 + _42;
    a2_Buf[_18] = _44;
    const uint _50 = gl_LocalInvocationID.x;
    const uint _56 = gl_LocalInvocationID.x;
    const int _58 = d_0_Buf[_56];
    g_e_Out[_50] = _58;
    return;
}

