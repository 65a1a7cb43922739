#include <metal_stdlib>
using namespace metal;

kernel void main0(
    texture_buffer<uint, access::read_write> Flags [[texture(0)]],
    device uint* Raw [[buffer(0)]],
    device uint* Plain [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _16 = gl_GlobalInvocationID.x;
    const uint _18 = gl_GlobalInvocationID.x;
    const uint4 _19 = uint4(_18, 0u, 0u, 0u);
    Flags.write(_19, uint(_16));
    threadgroup_barrier(mem_flags::mem_device);
    const uint _24 = gl_GlobalInvocationID.x;
    const uint _37 = _24 * 4u;
    const uint _38 = _37 >> 2u;
    const uint4 _44 = Flags.read(uint(_24));
    const uint _45 = _44.x;
    const uint _46 = _45 + 1u;
    Raw[_38] = _46;
    const uint _27 = gl_GlobalInvocationID.x;
    Plain[_27] = 1u;
    return;
}

