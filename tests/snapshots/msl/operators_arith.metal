#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device int4* OutI [[buffer(0)]],
    device float4* OutF [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const int _6 = int(_5);
    const int _7 = _6 - 32;
    const uint _13 = gl_GlobalInvocationID.x;
    const uint _14 = _13 + 1u;
    const float _18 = float(_7);
    const float _19 = _18 * 0.25f;
    const uint _24 = gl_GlobalInvocationID.x;
    const int _28 = _7 + 7;
    const int _31 = _7 - 7;
    const int _34 = _7 * 7;
    const int _37 = _7 / 7;
    const int4 _38 = int4(_28, _31, _34, _37);
    const int _41 = _7 % 7;
    const int _43 = -_7;
    const uint _46 = _14 / 3u;
    const uint _48 = _14 % 3u;
    const uint _49 = _46 + _48;
    const int _50 = int(_49);
    const int4 _51 = int4(_41, _43, 7, _50);
    const int4 _52 = _38 + _51;
    OutI[_24] = _52;
    const uint _55 = gl_GlobalInvocationID.x;
    const float _59 = _19 + 3.0f;
    const float _62 = _19 - 3.0f;
    const float _65 = _19 * 3.0f;
    const float _68 = _19 / 3.0f;
    const float4 _69 = float4(_59, _62, _65, _68);
    const float _72 = fmod(_19, 3.0f);
    const float _74 = -_19;
    const float4 _76 = float4(_72, _74, 3.0f, 0.0f);
    const float4 _77 = _69 + _76;
    OutF[_55] = _77;
    const int3 _83 = int3(_7, 7, _7);
    const int3 _84 = _83 * int3(2, 3, 4);
    const int3 _85 = _84 / int3(1, 2, 3);
    const uint _88 = gl_GlobalInvocationID.x;
    const uint _89 = _88 + 64u;
    const int3 _92 = _85 % int3(5, 5, 5);
    const int4 _93 = int4(_92, 0);
    OutI[_89] = _93;
    return;
}

