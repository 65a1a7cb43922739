#include <metal_stdlib>
using namespace metal;

constant uint Width_tmp [[function_constant(3)]];
constant uint Width = is_function_constant_defined(Width_tmp) ? Width_tmp : 32u;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _7 = gl_GlobalInvocationID.x;
    const uint _9 = _7 * Width;
    Out[_4] = _9;
    return;
}

