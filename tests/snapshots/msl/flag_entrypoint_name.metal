#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]])
{
    Out[0] = 7u;
    return;
}

