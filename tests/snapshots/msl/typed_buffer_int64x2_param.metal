#include <metal_stdlib>
using namespace metal;

kernel void main0(
    texture_buffer<uint, access::read_write> Even [[texture(0)]],
    texture_buffer<uint, access::read_write> Odd [[texture(1)]],
    texture_buffer<int, access::read> Deltas [[texture(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _2 = gl_GlobalInvocationID.x;
    const int4 _27 = Deltas.read(uint(_2));
    const long2 _28 = as_type<long2>(_27);
    const uint _31 = _2 + 1u;
    const int _32 = int(_31);
    const int4 _34 = Deltas.read(uint(_32));
    const long2 _35 = as_type<long2>(_34);
    const long2 _36 = _35.yx;
    const long2 _37 = _28 + _36;
    const uint _9 = _2 & 1u;
    const bool _10 = _9 != 0u;
    if (_10)
    {
        const uint _53 = _2 >> 1u;
        const uint4 _55 = Even.read(uint(_53));
        const ulong2 _56 = as_type<ulong2>(_55);
        const ulong2 _58 = ulong2(_37);
        const ulong2 _59 = _56 + _58;
        const uint4 _60 = as_type<uint4>(_59);
        Odd.write(_60, uint(_2));
    }
    else
    {
        const long2 _16 = -_37;
        const uint _76 = _2 >> 1u;
        const uint4 _78 = Odd.read(uint(_76));
        const ulong2 _79 = as_type<ulong2>(_78);
        const ulong2 _81 = ulong2(_16);
        const ulong2 _82 = _79 + _81;
        const uint4 _83 = as_type<uint4>(_82);
        Even.write(_83, uint(_2));
    }
    return;
}

