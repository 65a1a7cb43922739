#include <metal_stdlib>
using namespace metal;

kernel void main0(
    texture_buffer<uint, access::read_write> A [[texture(0)]],
    texture_buffer<uint, access::read_write> B [[texture(1)]],
    texture_buffer<uint, access::read_write> C [[texture(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _8 = gl_GlobalInvocationID.x;
    const uint _9 = _8 & 1u;
    const uint _17 = gl_GlobalInvocationID.x;
    switch (_9)
    {
    case 0u:
    {
        A.write(uint4(1u, 0u, 0u, 0u), uint(_17));
        break;
    }
    case 1u:
    default:
    {
        B.write(uint4(1u, 0u, 0u, 0u), uint(_17));
        break;
    }
    }
    const uint _21 = gl_GlobalInvocationID.x;
    C.write(uint4(2u, 0u, 0u, 0u), uint(_21));
    return;
}

