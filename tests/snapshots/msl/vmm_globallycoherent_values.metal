#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Counts [[buffer(0)]],
    texture_buffer<uint, access::read_write> Flags [[texture(0)]],
    device uint* Plain [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _44 = _4 * 4u;
    const uint _45 = _44 >> 2u;
    Counts[_45] = 7u;
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _13 = gl_GlobalInvocationID.x;
    const uint _14 = _13 + 1u;
    const uint _15 = _14 & 3u;
    const uint _16 = _15 * 4u;
    const uint _17 = _16 >> 2u;
    const uint _19 = Counts[_17];
    const uint4 _20 = uint4(_19, 0u, 0u, 0u);
    Flags.write(_20, uint(_11));
    const uint _24 = gl_GlobalInvocationID.x;
    const uint _29 = gl_GlobalInvocationID.x;
    const uint4 _31 = Flags.read(uint(_29));
    const uint _32 = _31.x;
    Plain[_24] = _32;
    return;
}

