#include <metal_stdlib>
using namespace metal;

kernel void CSMain(
    texture2d_ms_array<float, access::read> MS [[texture(0)]],
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _2 = gl_GlobalInvocationID.x;
    const uint _6 = _2 % 4u;
    const int _7 = int(_6);
    const uint _9 = _2 / 4u;
    const int _10 = int(_9);
    const int2 _11 = int2(_7, _10);
    const uint _14 = _2 * 5u;
    const uint _15 = _14 + 0u;
    const int3 _19 = int3(_11, 0);
    const float4 _20 = MS.read(uint2(_19.xy), uint(_19.z), uint(0));
    Out[_15] = _20;
    const uint _23 = _2 * 5u;
    const uint _24 = _23 + 1u;
    const int3 _28 = int3(_11, 0);
    const float4 _29 = MS.read(uint2(_28.xy), uint(_28.z), uint(2));
    Out[_24] = _29;
    const uint _32 = _2 * 5u;
    const uint _33 = _32 + 2u;
    const int3 _37 = int3(_11, 1);
    const float4 _38 = MS.read(uint2(_37.xy), uint(_37.z), uint(1));
    Out[_33] = _38;
    const uint _41 = _2 * 5u;
    const uint _42 = _41 + 3u;
    const int3 _45 = int3(_11, 1);
    const uint3 _46 = uint3(_45);
    const float4 _48 = MS.read(uint2(_46.xy), uint(_46.z), uint(3u));
    Out[_42] = _48;
    const uint _51 = _2 * 5u;
    const uint _52 = _51 + 4u;
    const int2 _56 = int2(min(_11, int2(2, 2)));
    const int3 _57 = int3(_56, 1);
    const float4 _58 = MS.read(uint2(_57.xy + int2(1, 1)), uint(_57.z), uint(0));
    Out[_52] = _58;
    const bool _61 = _2 == 0u;
    if (_61)
    {
        const uint3 _67 = uint3(MS.get_width(), MS.get_height(), MS.get_array_size());
        const uint _68 = _67.x;
        const uint _70 = _67.y;
        const uint _72 = _67.z;
        const uint _74 = MS.get_num_samples();
        const float _78 = float(_68);
        const float _80 = float(_70);
        const float _82 = float(_72);
        const float _84 = float(_74);
        const float4 _85 = float4(_78, _80, _82, _84);
        Out[80] = _85;
    }
    return;
}

