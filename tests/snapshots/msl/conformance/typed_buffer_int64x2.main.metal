#include <metal_stdlib>
using namespace metal;

kernel void main0(
    texture_buffer<uint, access::read> In [[texture(0)]],
    texture_buffer<int, access::read_write> A [[texture(1)]],
    texture_buffer<uint, access::read_write> Out [[texture(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _2 = gl_GlobalInvocationID.x;
    const uint4 _7 = In.read(uint(_2));
    const ulong2 _8 = as_type<ulong2>(_7);
    const ulong2 _15 = _8 + ulong2(4294967295ul, 4294967296ul);
    const uint4 _16 = as_type<uint4>(_15);
    Out.write(_16, uint(_2));
    const int4 _22 = A.read(uint(_2));
    const long2 _23 = as_type<long2>(_22);
    const long2 _24 = _23 * long2((-2l), (-2l));
    const ulong2 _26 = _8.yx;
    const long2 _27 = long2(_26);
    const long2 _28 = _24 + _27;
    const int4 _29 = as_type<int4>(_28);
    A.write(_29, uint(_2));
    const uint _33 = 4u + _2;
    const uint _35 = _2 & 1u;
    const ulong _37 = ulong(_2);
    const ulong _39 = _37 << 33ul;
    const ulong _40 = _39 | 5ul;
    const uint4 _42 = Out.read(uint(_33));
    const ulong2 _43 = as_type<ulong2>(_42);
    ulong2 _44 = _43;
    _44[_35] = _40;
    const uint4 _45 = as_type<uint4>(_44);
    Out.write(_45, uint(_33));
    const bool _49 = _2 == 0u;
    if (_49)
    {
        const uint _52 = In.get_width();
        const long _55 = long(_52);
        const long _56 = -_55;
        const long _58 = _56 << 40l;
        const int4 _60 = A.read(uint(4));
        const long2 _61 = as_type<long2>(_60);
        long2 _62 = _61;
        _62.y = _58;
        const int4 _63 = as_type<int4>(_62);
        A.write(_63, uint(4));
    }
    return;
}

