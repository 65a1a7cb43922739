#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device atomic_uint* RawA [[buffer(0)]],
    device atomic_uint* RawB [[buffer(1)]],
    device atomic_uint* SA [[buffer(2)]],
    device atomic_uint* SB [[buffer(3)]],
    texture_buffer<float, access::read> TA [[texture(0)]],
    texture_buffer<float, access::read> TB [[texture(1)]],
    device float* Out [[buffer(4)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    constant uint* prism_buffer_sizes [[buffer(5)]])
{
    uint v;
    uint element;
    uint element0;
    float4 element1;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 & 1u;
    const bool _7 = _6 != 0u;
    if (_7)
    {
        v = 0u;
    }
    else
    {
        v = 1u;
    }
    const uint _132 = v;
    switch (_132)
    {
    case 0u:
    {
        const uint _91 = atomic_fetch_add_explicit(&RawA[0u], 1u, memory_order_relaxed);
        element = _91;
        break;
    }
    case 1u:
    default:
    {
        const uint _95 = atomic_fetch_add_explicit(&RawB[0u], 1u, memory_order_relaxed);
        element = _95;
        break;
    }
    }
    const uint element2 = element;
    const uint _25 = gl_GlobalInvocationID.x;
    const uint _26 = _25 & 1u;
    switch (_26)
    {
    case 0u:
    {
        const uint _100 = prism_buffer_sizes[2] / 4u;
        element0 = _100;
        break;
    }
    case 1u:
    default:
    {
        const uint _103 = prism_buffer_sizes[3] / 4u;
        element0 = _103;
        break;
    }
    }
    const uint element3 = element0;
    const uint _33 = gl_GlobalInvocationID.x;
    const uint _35 = _33 >> 1u;
    const uint _36 = _35 & 1u;
    const uint _41 = gl_GlobalInvocationID.x;
    switch (_36)
    {
    case 0u:
    {
        const uint _109 = atomic_fetch_max_explicit(&SA[0], _41, memory_order_relaxed);
        break;
    }
    case 1u:
    default:
    {
        const uint _113 = atomic_fetch_max_explicit(&SB[0], _41, memory_order_relaxed);
        break;
    }
    }
    const uint _47 = gl_GlobalInvocationID.x;
    const uint _50 = gl_GlobalInvocationID.x;
    const uint _51 = _50 & 1u;
    const uint _55 = gl_GlobalInvocationID.x;
    switch (_51)
    {
    case 0u:
    {
        const float4 _119 = TA.read(uint(_55));
        element1 = _119;
        break;
    }
    case 1u:
    default:
    {
        const float4 _123 = TB.read(uint(_55));
        element1 = _123;
        break;
    }
    }
    const float4 element4 = element1;
    const float _58 = element4.x;
    const float _60 = float(element2);
    const float _61 = _58 + _60;
    const float _63 = float(element3);
    const float _64 = _61 + _63;
    Out[_47] = _64;
    return;
}

