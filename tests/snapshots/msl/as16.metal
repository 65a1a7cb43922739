#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint4* Out [[buffer(0)]],
    const device half4* In [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    half2x2 m;
    const uint _5 = gl_GlobalInvocationID.x;
    const half4 _7 = In[_5];
    const ushort4 _11 = as_type<ushort4>(_7);
    const half2 _15 = _7.xy;
    const short2 _16 = as_type<short2>(_15);
    const ushort _20 = _11.z;
    const half _21 = as_type<half>(_20);
    const ushort2 _25 = _11.xy;
    const ushort2 _27 = _11.zw;
    ushort2 _28[2];
    _28[0] = _25;
    _28[1] = _27;
    const ushort2 _29 = _28[0];
    const half2 _30 = as_type<half2>(_29);
    const ushort2 _31 = _28[1];
    const half2 _32 = as_type<half2>(_31);
    const half2x2 _33 = half2x2(_30, _32);
    m = _33;
    const uint _36 = gl_GlobalInvocationID.x;
    const uint4 _39 = uint4(_11);
    const ushort2 _41 = as_type<ushort2>(_16);
    const uint2 _42 = uint2(_41);
    const ushort _44 = as_type<ushort>(_21);
    const uint _45 = uint(_44);
    const half2 _47 = m[1];
    const half _48 = _47.y;
    const ushort _49 = as_type<ushort>(_48);
    const uint _50 = uint(_49);
    const uint4 _51 = uint4(_42, _45, _50);
    const uint4 _52 = _39 + _51;
    Out[_36] = _52;
    return;
}

