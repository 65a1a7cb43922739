#include <metal_stdlib>
using namespace metal;

kernel void main0(
    const device uint* Raw [[buffer(0)]],
    device float4* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 * 32u;
    const uint _10 = _6 >> 2u;
    const uint _12 = Raw[_10];
    const uint _16 = _6 + 4u;
    const uint _17 = _16 >> 2u;
    const uint _19 = Raw[_17];
    const uint _20 = _17 + 1u;
    const uint _22 = Raw[_20];
    const uint2 _23 = uint2(_19, _22);
    const uint _27 = _6 + 12u;
    const uint _28 = _27 >> 2u;
    const uint _30 = Raw[_28];
    const uint _31 = _28 + 1u;
    const uint _33 = Raw[_31];
    const uint _34 = _28 + 2u;
    const uint _36 = Raw[_34];
    const uint3 _37 = uint3(_30, _33, _36);
    const uint _41 = _6 + 16u;
    const uint _42 = _41 >> 2u;
    const uint _44 = Raw[_42];
    const uint _45 = _42 + 1u;
    const uint _47 = Raw[_45];
    const uint _48 = _42 + 2u;
    const uint _50 = Raw[_48];
    const uint _51 = _42 + 3u;
    const uint _53 = Raw[_51];
    const uint4 _54 = uint4(_44, _47, _50, _53);
    const float3 _58 = as_type<float3>(_37);
    const uint _63 = _23.y;
    const uint _64 = _12 + _63;
    const uint _66 = _37.z;
    const uint _67 = _64 + _66;
    const uint _69 = _54.w;
    const uint _70 = _67 + _69;
    const float _71 = float(_70);
    const uint _73 = _54.x;
    const float _74 = as_type<float>(_73);
    const float _75 = _71 + _74;
    const uint _78 = gl_GlobalInvocationID.x;
    const float4 _82 = float4(_58, _75);
    Out[_78] = _82;
    return;
}

