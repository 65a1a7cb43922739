#include <metal_stdlib>
using namespace metal;

kernel void main0(
    texture_buffer<int, access::read_write> A [[texture(0)]],
    texture_buffer<uint, access::read_write> B [[texture(1)]],
    texture_buffer<uint, access::read> C [[texture(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _2 = gl_GlobalInvocationID.x;
    const uint _6 = _2 + 1u;
    const int4 _8 = A.read(uint(_6));
    const long2 _9 = as_type<long2>(_8);
    const long2 _10 = _9 * long2((-3l), (-3l));
    const uint4 _13 = C.read(uint(_2));
    const ulong2 _14 = as_type<ulong2>(_13);
    const long2 _15 = long2(_14);
    const long2 _16 = _10 + _15;
    const int4 _17 = as_type<int4>(_16);
    A.write(_17, uint(_2));
    const int _22 = int(_2);
    const uint4 _24 = C.read(uint(_22));
    const ulong2 _25 = as_type<ulong2>(_24);
    const ulong _26 = _25.x;
    const ulong _27 = _26 + 4294967296ul;
    const uint4 _29 = B.read(uint(_2));
    const ulong2 _30 = as_type<ulong2>(_29);
    ulong2 _31 = _30;
    _31.y = _27;
    const uint4 _32 = as_type<uint4>(_31);
    B.write(_32, uint(_2));
    const uint _36 = _2 + 1u;
    const uint _38 = _2 & 1u;
    const uint4 _41 = B.read(uint(_2));
    const ulong2 _42 = as_type<ulong2>(_41);
    const ulong _43 = _42.x;
    const ulong _45 = _43 >> 3ul;
    const uint4 _47 = B.read(uint(_36));
    const ulong2 _48 = as_type<ulong2>(_47);
    ulong2 _49 = _48;
    _49[_38] = _45;
    const uint4 _50 = as_type<uint4>(_49);
    B.write(_50, uint(_36));
    const uint _55 = B.get_width();
    const uint _58 = _2 + 2u;
    const long _60 = long(_55);
    const long _62 = long(_55);
    const long _63 = -_62;
    const long2 _64 = long2(_60, _63);
    const int4 _66 = A.read(uint(_58));
    const long2 _67 = as_type<long2>(_66);
    const long2 _68 = long2(_64.y, _64.x);
    const int4 _69 = as_type<int4>(_68);
    A.write(_69, uint(_58));
    return;
}

