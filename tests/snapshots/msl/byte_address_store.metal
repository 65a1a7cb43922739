#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Raw [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 * 64u;
    const uint _10 = _6 >> 2u;
    const uint _12 = Raw[_10];
    const uint _15 = _6 >> 2u;
    const uint _17 = _12 + 1u;
    Raw[_15] = _17;
    const uint _21 = _6 + 4u;
    const uint _22 = _21 >> 2u;
    const uint _24 = gl_GlobalInvocationID.x;
    const uint2 _26 = uint2(_24, _12);
    const uint _27 = _26.x;
    Raw[_22] = _27;
    const uint _30 = _26.y;
    const uint _31 = _22 + 1u;
    Raw[_31] = _30;
    const uint _35 = _6 + 12u;
    const uint _36 = _35 >> 2u;
    Raw[_36] = 1u;
    const uint _39 = _36 + 1u;
    Raw[_39] = 2u;
    const uint _42 = _36 + 2u;
    Raw[_42] = 3u;
    const uint _46 = _6 + 24u;
    const uint _47 = _46 >> 2u;
    const uint3 _49 = gl_GlobalInvocationID.xyz;
    const uint4 _50 = uint4(_49, 9u);
    const uint _51 = _50.x;
    Raw[_47] = _51;
    const uint _54 = _50.y;
    const uint _55 = _47 + 1u;
    Raw[_55] = _54;
    const uint _58 = _50.z;
    const uint _59 = _47 + 2u;
    Raw[_59] = _58;
    const uint _62 = _50.w;
    const uint _63 = _47 + 3u;
    Raw[_63] = _62;
    const uint _67 = _6 + 40u;
    const uint _68 = _67 >> 2u;
    const uint _70 = gl_GlobalInvocationID.x;
    const float _71 = float(_70);
    const float _72 = _71 * 0.5f;
    const uint _73 = as_type<uint>(_72);
    Raw[_68] = _73;
    const uint _78 = _6 + 24u;
    const uint _79 = _78 >> 2u;
    const uint _81 = Raw[_79];
    const uint _82 = _79 + 1u;
    const uint _84 = Raw[_82];
    const uint _85 = _79 + 2u;
    const uint _87 = Raw[_85];
    const uint _88 = _79 + 3u;
    const uint _90 = Raw[_88];
    const uint4 _91 = uint4(_81, _84, _87, _90);
    const uint _94 = _6 + 48u;
    const uint _95 = _94 >> 2u;
    const uint2 _97 = _91.xy;
    const uint2 _99 = _91.zw;
    const uint2 _100 = _97 + _99;
    const uint _101 = _100.x;
    Raw[_95] = _101;
    const uint _104 = _100.y;
    const uint _105 = _95 + 1u;
    Raw[_105] = _104;
    return;
}

