#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device int4* Out [[buffer(0)]],
    const device int* Lone [[buffer(1)]],
    const device int* g_SrvBuf1 [[buffer(2)]],
    texture_buffer<int, access::read_write> g_e_UavBuf1 [[texture(0)]],
    const device int* g_SrvBuf2 [[buffer(3)]],
    texture_buffer<int, access::read_write> g_UavBuf2 [[texture(1)]],
    uint3 gl_LocalInvocationID [[thread_position_in_threadgroup]])
{
    const uint _12 = gl_LocalInvocationID.x;
    const int4 _14 = g_e_UavBuf1.read(uint(_12));
    const int _15 = _14.x;
    const uint _21 = gl_LocalInvocationID.x;
    const int _23 = g_SrvBuf1[_21];
    const uint _29 = gl_LocalInvocationID.x;
    const int _31 = g_SrvBuf2[_29];
    const uint _37 = gl_LocalInvocationID.x;
    const int4 _39 = g_UavBuf2.read(uint(_37));
    const int _40 = _39.x;
    const uint _43 = gl_LocalInvocationID.x;
    const int4 _49 = int4(_15, _23, _31, _40);
    const uint _51 = gl_LocalInvocationID.x;
    const int _53 = Lone[_51];
    const int4 _54 = int4(_53);
    const int4 _55 = _49 + _54;
    Out[_43] = _55;
    return;
}

