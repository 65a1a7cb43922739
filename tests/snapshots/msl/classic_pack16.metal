#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint4* U [[buffer(0)]],
    const device uint4* In [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint4 _7 = In[_5];
    const ushort4 _11 = ushort4(_7);
    const short4 _15 = short4(_7);
    const uint4 _19 = uint4(_11);
    const uint4 _20 = _19 & uint4(255u, 255u, 255u, 255u);
    const uint _21 = _20.x;
    const uint _22 = _20.y;
    const uint _23 = _22 << 8u;
    const uint _24 = _21 | _23;
    const uint _25 = _20.z;
    const uint _26 = _25 << 16u;
    const uint _27 = _24 | _26;
    const uint _28 = _20.w;
    const uint _29 = _28 << 24u;
    const uint _30 = _27 | _29;
    const int4 _32 = int4(_15);
    const uint4 _33 = as_type<uint4>(_32);
    const uint4 _34 = _33 & uint4(255u, 255u, 255u, 255u);
    const uint _35 = _34.x;
    const uint _36 = _34.y;
    const uint _37 = _36 << 8u;
    const uint _38 = _35 | _37;
    const uint _39 = _34.z;
    const uint _40 = _39 << 16u;
    const uint _41 = _38 | _40;
    const uint _42 = _34.w;
    const uint _43 = _42 << 24u;
    const uint _44 = _41 | _43;
    const int4 _46 = int4(_15);
    const int4 _47 = int4(clamp(_46, int4(0, 0, 0, 0), int4(255, 255, 255, 255)));
    const uint4 _48 = as_type<uint4>(_47);
    const uint4 _49 = _48 & uint4(255u, 255u, 255u, 255u);
    const uint _50 = _49.x;
    const uint _51 = _49.y;
    const uint _52 = _51 << 8u;
    const uint _53 = _50 | _52;
    const uint _54 = _49.z;
    const uint _55 = _54 << 16u;
    const uint _56 = _53 | _55;
    const uint _57 = _49.w;
    const uint _58 = _57 << 24u;
    const uint _59 = _56 | _58;
    const int4 _61 = int4(_15);
    const int4 _62 = int4(clamp(_61, int4((-128), (-128), (-128), (-128)), int4(127, 127, 127, 127)));
    const uint4 _63 = as_type<uint4>(_62);
    const uint4 _64 = _63 & uint4(255u, 255u, 255u, 255u);
    const uint _65 = _64.x;
    const uint _66 = _64.y;
    const uint _67 = _66 << 8u;
    const uint _68 = _65 | _67;
    const uint _69 = _64.z;
    const uint _70 = _69 << 16u;
    const uint _71 = _68 | _70;
    const uint _72 = _64.w;
    const uint _73 = _72 << 24u;
    const uint _74 = _71 | _73;
    const uint4 _75 = uint4(_30, _44, _59, _74);
    U[0] = _75;
    const uint _79 = _7.x;
    const uint _80 = _79 & 255u;
    const uint _81 = _79 >> 8u;
    const uint _82 = _81 & 255u;
    const uint _83 = _79 >> 16u;
    const uint _84 = _83 & 255u;
    const uint _85 = _79 >> 24u;
    const uint4 _86 = uint4(_80, _82, _84, _85);
    const ushort4 _87 = ushort4(_86);
    const uint4 _88 = uint4(_87);
    const uint _90 = _7.y;
    const uint _91 = _90 << 24u;
    const int _92 = as_type<int>(_91);
    const int _93 = _92 >> 24;
    const uint _94 = _90 << 16u;
    const int _95 = as_type<int>(_94);
    const int _96 = _95 >> 24;
    const uint _97 = _90 << 8u;
    const int _98 = as_type<int>(_97);
    const int _99 = _98 >> 24;
    const int _100 = as_type<int>(_90);
    const int _101 = _100 >> 24;
    const int4 _102 = int4(_93, _96, _99, _101);
    const short4 _103 = short4(_102);
    const uint4 _104 = uint4(_103);
    const uint4 _105 = _88 + _104;
    U[1] = _105;
    return;
}

