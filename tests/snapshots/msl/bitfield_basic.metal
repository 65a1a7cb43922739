#include <metal_stdlib>
using namespace metal;

struct Packed
{
    uint lo_mid_hi;
    float scale;
    uint tag;
};

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Packed p;
    p = Packed{0u, 0.0f, 0u};
    const uint _7 = gl_GlobalInvocationID.x;
    const uint _8 = _7 & 15u;
    const uint _9 = p.lo_mid_hi;
    const uint _10 = _9 & 4294967280u;
    const uint _11 = _10 | _8;
    p.lo_mid_hi = _11;
    const uint _15 = gl_GlobalInvocationID.x;
    const uint _16 = 2748u + _15;
    const uint _17 = _16 & 4095u;
    const uint _18 = _17 << 4u;
    const uint _19 = p.lo_mid_hi;
    const uint _20 = _19 & 4294901775u;
    const uint _21 = _20 | _18;
    p.lo_mid_hi = _21;
    const uint _26 = p.lo_mid_hi;
    const uint _27 = _26 & 65535u;
    const uint _28 = _27 | 4294901760u;
    p.lo_mid_hi = _28;
    const uint _32 = p.tag;
    const uint _33 = _32 & 4294967288u;
    const uint _34 = _33 | 5u;
    p.tag = _34;
    p.scale = 2.0f;
    const uint _39 = gl_GlobalInvocationID.x;
    const uint _42 = p.lo_mid_hi;
    const uint _43 = _42 & 15u;
    const uint _45 = p.lo_mid_hi;
    const uint _46 = _45 >> 4u;
    const uint _47 = _46 & 4095u;
    const uint _48 = _43 + _47;
    const uint _50 = p.lo_mid_hi;
    const uint _51 = _50 >> 16u;
    const uint _52 = _51 & 65535u;
    const uint _53 = _48 + _52;
    const float _54 = float(_53);
    const uint _56 = p.tag;
    const uint _57 = _56 & 7u;
    const float _58 = float(_57);
    const float _60 = p.scale;
    const float _61 = _58 * _60;
    const float _62 = _54 + _61;
    const float _63 = _62 + 12.0f;
    const uint _64 = uint(_63);
    Out[_39] = _64;
    return;
}

