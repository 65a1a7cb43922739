#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float* Out [[buffer(0)]],
    device uint* OutU [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const half _6 = half(_5);
    const half _7 = _6 * 0.5h;
    const half _11 = _7 + 1.0h;
    const half2 _16 = half2(_7, _11);
    const uint _20 = gl_GlobalInvocationID.x;
    const short _21 = short(_20);
    const short _22 = short(_21 - short(100));
    const uint _26 = gl_GlobalInvocationID.x;
    const ushort _27 = ushort(_26);
    const ushort _29 = ushort(_27 << ushort(2));
    const ushort _34 = ushort(_29 + ushort(1));
    const ushort2 _35 = ushort2(_29, _34);
    const uint _38 = gl_GlobalInvocationID.x;
    const half _41 = _16.x;
    const half _43 = _16.y;
    const half _44 = _41 * _43;
    const float _45 = float(_44);
    Out[_38] = _45;
    const uint _48 = gl_GlobalInvocationID.x;
    const int _51 = int(_22);
    const uint _52 = uint(_51);
    const ushort _54 = _35.x;
    const ushort _56 = _35.y;
    const ushort _57 = ushort(_54 ^ _56);
    const uint _58 = uint(_57);
    const uint _59 = _52 + _58;
    OutU[_48] = _59;
    return;
}

