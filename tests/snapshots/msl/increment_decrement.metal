#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device int4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    int arr[3];
    const uint _5 = gl_GlobalInvocationID.x;
    const int _6 = int(_5);
    const int _10 = _6 + 1;
    const int _15 = _10 + 1;
    const int _20 = _15 - 1;
    const int _24 = _15 - 1;
    const int2 _29 = int2(_20, _6);
    const int _32 = _29.x;
    const int _33 = _32 + 1;
    int2 _35 = _29;
    _35.x = _33;
    const int _38 = _35.y;
    const int _39 = _38 - 1;
    int2 _41 = _35;
    _41.y = _39;
    const int k[3] = {0, 0, 0};
    for (uint i = 0; i < 3; ++i)
    {
        arr[i] = k[i];
    }
    const int _46 = arr[1];
    const int _47 = _46 + 1;
    arr[1] = _47;
    const int _51 = arr[1];
    const int _52 = _51 - 1;
    arr[1] = _52;
    const int _55 = arr[2];
    const int _56 = _55 + 1;
    arr[2] = _56;
    const int _58 = _51 + _56;
    const uint _66 = gl_GlobalInvocationID.x;
    const int _70 = _6 + _15;
    const int _73 = _41.x;
    const int _75 = _41.y;
    const int _76 = _73 * _75;
    const int _79 = arr[1];
    const int _80 = _58 + _79;
    const int _83 = _80 + 2;
    const int4 _84 = int4(_70, _24, _76, _83);
    Out[_66] = _84;
    return;
}

