#include <metal_stdlib>
using namespace metal;

struct S
{
    float4 a;
    float b;
    char _pad0[12];
};

kernel void main0(
    const device S* Structs [[buffer(0)]],
    const device uint* Bytes [[buffer(1)]],
    texture_buffer<float, access::read> Typed [[texture(0)]],
    device uint* Out [[buffer(2)]],
    device uint* RwBytes [[buffer(3)]],
    texture_buffer<uint, access::read_write> RwTyped [[texture(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    constant uint* prism_buffer_sizes [[buffer(4)]])
{
    const uint _11 = prism_buffer_sizes[0] / 32u;
    const uint _14 = prism_buffer_sizes[1] / 4u;
    const uint _15 = _14 * 4u;
    const uint _18 = Typed.get_width();
    const uint _20 = prism_buffer_sizes[2] / 4u;
    const uint _23 = prism_buffer_sizes[3] / 4u;
    const uint _24 = _23 * 4u;
    const uint _27 = RwTyped.get_width();
    const uint _30 = gl_GlobalInvocationID.x;
    const bool _32 = _30 < _20;
    if (_32)
    {
        const uint _34 = gl_GlobalInvocationID.x;
        const uint _38 = _11 + 32u;
        const uint _40 = _38 + _15;
        const uint _42 = _40 + _18;
        const uint _44 = _42 + 4u;
        const uint _46 = _44 + _24;
        const uint _48 = _46 + _27;
        Out[_34] = _48;
    }
    return;
}

