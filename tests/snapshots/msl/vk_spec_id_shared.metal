#include <metal_stdlib>
using namespace metal;

constant uint Width_tmp [[function_constant(3)]];
constant uint Width = is_function_constant_defined(Width_tmp) ? Width_tmp : 64u;

constant uint Height = is_function_constant_defined(Width_tmp) ? Width_tmp : 32u;

kernel void main0(
    device uint* Out [[buffer(0)]])
{
    const uint _3 = Width * Height;
    Out[0] = _3;
    return;
}

