#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    texture2d<float> Tex [[texture(0)]],
    device float4* Out [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    PSMain_out out;
    const float _10 = gl_FragCoord.y;
    const uint _11 = uint(_10);
    const uint _12 = _11 * 4u;
    const float _14 = gl_FragCoord.x;
    const uint _15 = uint(_14);
    const uint _16 = _12 + _15;
    const float2 _20 = gl_FragCoord.xy;
    const int2 _21 = int2(_20);
    const uint _24 = _16 * 5u;
    const uint _25 = _24 + 0u;
    const int3 _29 = int3(_21, 0);
    const int2 _30 = _29.xy;
    const int _31 = _29.z;
    const float4 _32 = Tex.read(uint2(_30), uint(_31));
    Out[_25] = _32;
    const uint _35 = _16 * 5u;
    const uint _36 = _35 + 1u;
    const int2 _40 = _21 / int2(2, 2);
    const int3 _41 = int3(_40, 1);
    const int2 _42 = _41.xy;
    const int _43 = _41.z;
    const float4 _44 = Tex.read(uint2(_42), uint(_43));
    Out[_36] = _44;
    const uint _47 = _16 * 5u;
    const uint _48 = _47 + 2u;
    const int2 _52 = int2(min(_21, int2(2, 2)));
    const int3 _53 = int3(_52, 0);
    const int2 _54 = _53.xy;
    const int _55 = _53.z;
    const float4 _56 = Tex.read(uint2(_54 + int2(1, 0)), uint(_55));
    Out[_48] = _56;
    const uint _59 = _16 * 5u;
    const uint _60 = _59 + 3u;
    const int2 _63 = _21.yx;
    const uint2 _64 = uint2(_63);
    const float4 _66 = Tex.read(uint2(_64), uint(0u));
    Out[_60] = _66;
    const uint _69 = _16 * 5u;
    const uint _70 = _69 + 4u;
    const int2 _73 = _21 / int2(2, 2);
    const uint2 _74 = uint2(_73);
    const float4 _76 = Tex.read(uint2(_74), uint(1u));
    Out[_70] = _76;
    const int3 _80 = int3(_21, 0);
    const int2 _81 = _80.xy;
    const int _82 = _80.z;
    const float4 _83 = Tex.read(uint2(_81), uint(_82));
    out.out_SV_Target = _83;
    const PSMain_out _88 = out;
    return _88;
}

