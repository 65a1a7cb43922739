#include <metal_stdlib>
using namespace metal;

kernel void main0(
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _18 = In[2u];
    const uint _21 = In[3u];
    const uint2 _22 = uint2(_18, _21);
    const uint _25 = gl_GlobalInvocationID.x;
    const uint _26 = _25 * 4u;
    const uint _27 = _26 >> 2u;
    const uint _29 = gl_GlobalInvocationID.x;
    const uint _53 = _29 * 4u;
    const uint _54 = _53 >> 2u;
    const uint _56 = In[_54];
    const uint _64 = In[0u];
    const uint _38 = _56 + _64;
    const uint _72 = In[1u];
    const uint _75 = _72 + 3u;
    const uint _40 = _38 + _75;
    const uint _42 = _22.y;
    const uint _43 = _40 + _42;
    Out[_27] = _43;
    return;
}

