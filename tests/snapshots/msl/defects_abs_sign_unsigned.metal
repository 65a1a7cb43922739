#include <metal_stdlib>
using namespace metal;

kernel void main0(
    const device uint4* In [[buffer(0)]],
    device uint4* Out [[buffer(1)]],
    device int4* Signs [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint2 am[2];
    int2 sm[2];
    const uint _5 = gl_GlobalInvocationID.x;
    const uint4 _7 = In[_5];
    const uint _11 = _7.x;
    const uint _15 = _7.y;
    const uint _16 = uint(_15);
    const uint _20 = _7.x;
    const uint _22 = _7.y;
    const uint _24 = _7.z;
    const uint _26 = _7.w;
    const uint2 _27 = uint2(_20, _22);
    const uint2 _28 = uint2(_24, _26);
    uint2 _29[2];
    _29[0] = _27;
    _29[1] = _28;
    for (uint i = 0; i < 2; ++i)
    {
        am[i] = _29[i];
    }
    const uint _35 = gl_GlobalInvocationID.x;
    const uint _36 = _35 * 2u;
    const uint _37 = _36 + 0u;
    Out[_37] = _7;
    const uint _42 = gl_GlobalInvocationID.x;
    const uint _43 = _42 * 2u;
    const uint _44 = _43 + 1u;
    const uint _48 = uint(_16);
    const uint2 _50 = am[1];
    const uint4 _51 = uint4(_11, _48, _50);
    Out[_44] = _51;
    const uint _54 = gl_GlobalInvocationID.x;
    const uint _55 = _54 * 2u;
    const uint _56 = _55 + 0u;
    const bool4 _59 = _7 != uint4(0u, 0u, 0u, 0u);
    const int4 _60 = select(int4(0, 0, 0, 0), int4(1, 1, 1, 1), _59);
    Signs[_56] = _60;
    const uint2 _64 = _29[0];
    const bool2 _65 = _64 != uint2(0u, 0u);
    const uint2 _66 = _29[1];
    const bool2 _67 = _66 != uint2(0u, 0u);
    bool2 _68[2];
    _68[0] = _65;
    _68[1] = _67;
    const bool2 _69 = _68[0];
    const int2 _70 = select(int2(0, 0), int2(1, 1), _69);
    const bool2 _71 = _68[1];
    const int2 _72 = select(int2(0, 0), int2(1, 1), _71);
    int2 _73[2];
    _73[0] = _70;
    _73[1] = _72;
    for (uint i0 = 0; i0 < 2; ++i0)
    {
        sm[i0] = _73[i0];
    }
    const uint _76 = gl_GlobalInvocationID.x;
    const uint _77 = _76 * 2u;
    const uint _78 = _77 + 1u;
    const bool _81 = _11 != 0u;
    const int _82 = _81 ? 1 : 0;
    const bool _84 = _16 != 0u;
    const int _85 = _84 ? 1 : 0;
    const int2 _87 = sm[0];
    const int4 _88 = int4(_82, _85, _87);
    Signs[_78] = _88;
    return;
}

