#include <metal_stdlib>
using namespace metal;

kernel void CSMain(
    texture1d<float, access::read> R1 [[texture(0)]],
    texture1d_array<float, access::read> R1A [[texture(1)]],
    texture2d<float, access::read> R2 [[texture(2)]],
    texture2d_array<float, access::read> R2A [[texture(3)]],
    texture3d<float, access::read> R3 [[texture(4)]],
    device float4* Out [[buffer(0)]])
{
    const uint _12 = R1.get_width();
    const float _16 = float(_12);
    const float4 _17 = float4(_16, 0.0f, 0.0f, 0.0f);
    Out[0] = _17;
    const uint2 _20 = uint2(R1A.get_width(), R1A.get_array_size());
    const uint _21 = _20.x;
    const uint _23 = _20.y;
    const float _27 = float(_21);
    const float _29 = float(_23);
    const float4 _30 = float4(_27, _29, 0.0f, 0.0f);
    Out[1] = _30;
    const uint2 _33 = uint2(R2.get_width(), R2.get_height());
    const uint _34 = _33.x;
    const uint _36 = _33.y;
    const float _40 = float(_34);
    const float _42 = float(_36);
    const float4 _43 = float4(_40, _42, 0.0f, 0.0f);
    Out[2] = _43;
    const uint2 _46 = uint2(R2.get_width(), R2.get_height());
    const uint _47 = _46.x;
    const float _48 = float(_47);
    const uint _50 = _46.y;
    const float _51 = float(_50);
    const float4 _56 = float4(_48, _51, 0.0f, 0.0f);
    Out[3] = _56;
    const uint3 _59 = uint3(R2A.get_width(), R2A.get_height(), R2A.get_array_size());
    const uint _60 = _59.x;
    const uint _62 = _59.y;
    const uint _64 = _59.z;
    const float _68 = float(_60);
    const float _70 = float(_62);
    const float _72 = float(_64);
    const float4 _73 = float4(_68, _70, _72, 0.0f);
    Out[4] = _73;
    const uint3 _76 = uint3(R3.get_width(), R3.get_height(), R3.get_depth());
    const uint _77 = _76.x;
    const uint _79 = _76.y;
    const uint _81 = _76.z;
    const float _85 = float(_77);
    const float _87 = float(_79);
    const float _89 = float(_81);
    const float4 _90 = float4(_85, _87, _89, 0.0f);
    Out[5] = _90;
    const uint3 _93 = uint3(R3.get_width(), R3.get_height(), R3.get_depth());
    const uint _94 = _93.x;
    const float _95 = float(_94);
    const uint _97 = _93.y;
    const float _98 = float(_97);
    const uint _100 = _93.z;
    const float _101 = float(_100);
    const float4 _107 = float4(_95, _98, _101, 0.0f);
    Out[6] = _107;
    return;
}

