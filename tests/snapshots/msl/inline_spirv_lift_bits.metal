#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* U [[buffer(0)]],
    device int* I [[buffer(1)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    const uint _6 = U[gl_LocalInvocationIndex];
    const int _11 = I[gl_LocalInvocationIndex];
    const uint2 _15 = uint2(_6, 1u);
    const int2 _17 = int2(_11, 3);
    const int2 _57 = _17 & int2(31, 31);
    const uint2 _58 = _15 << uint2(_57);
    const int _59 = as_type<int>(_6);
    const uint _60 = 4u & 31u;
    const int _61 = _59 >> int(_60);
    const uint _62 = as_type<uint>(_61);
    const uint _25 = _58.x;
    const uint _26 = _62 + _25;
    const uint _28 = _58.y;
    const uint _29 = _26 + _28;
    const uint _63 = _6 | 240u;
    const uint _32 = _29 + _63;
    const uint _64 = _6 & 60u;
    const uint _35 = _32 + _64;
    const uint _65 = ~_6;
    const uint _38 = _35 + _65;
    const uint _66 = reverse_bits(_6);
    const uint _41 = _38 + _66;
    U[gl_LocalInvocationIndex] = _41;
    const uint _67 = as_type<uint>(_11);
    const uint _68 = _6 & 31u;
    const uint _69 = _67 >> _68;
    const int _70 = as_type<int>(_69);
    const int _71 = as_type<int>(_6);
    const int _72 = _11 ^ _71;
    const int _51 = _70 + _72;
    const uint _73 = popcount(_6);
    const int _74 = as_type<int>(_73);
    const int _54 = _51 + _74;
    I[gl_LocalInvocationIndex] = _54;
    return;
}

