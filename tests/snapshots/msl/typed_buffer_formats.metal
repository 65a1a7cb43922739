#include <metal_stdlib>
using namespace metal;

kernel void main0(
    texture_buffer<float, access::read_write> F1 [[texture(0)]],
    texture_buffer<float, access::read_write> F2 [[texture(1)]],
    texture_buffer<float, access::read_write> F3 [[texture(2)]],
    texture_buffer<float, access::read_write> F4 [[texture(3)]],
    texture_buffer<int, access::read_write> I1 [[texture(4)]],
    texture_buffer<int, access::read_write> I2 [[texture(5)]],
    texture_buffer<uint, access::read_write> U4 [[texture(6)]],
    texture_buffer<float, access::read_write> M2 [[texture(7)]],
    texture_buffer<float, access::read_write> H4 [[texture(8)]],
    texture_buffer<float, access::read_write> Default [[texture(9)]],
    texture_buffer<float, access::read> In3 [[texture(10)]],
    texture_buffer<int, access::read> InI [[texture(11)]],
    texture_buffer<uint, access::read> InM [[texture(12)]],
    texture_buffer<float, access::read> InH [[texture(13)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float4 _10 = In3.read(uint(_5));
    const float3 _11 = _10.xyz;
    const int _15 = int(_5);
    const int4 _17 = InI.read(uint(_15));
    const float _21 = _11.x;
    const float4 _22 = float4(_21, 0.0f, 0.0f, 0.0f);
    F1.write(_22, uint(_5));
    const float2 _27 = _11.xy;
    const float4 _28 = float4(_27, 0.0f, 0.0f);
    F2.write(_28, uint(_5));
    const float4 _33 = float4(_11, 0.0f);
    F3.write(_33, uint(_5));
    const float4 _38 = float4(_11, 1.0f);
    F4.write(_38, uint(_5));
    const int _43 = _17.w;
    const int4 _44 = int4(_43, 0, 0, 0);
    I1.write(_44, uint(_5));
    const int2 _49 = _17.xy;
    const int4 _50 = int4(_49, 0, 0);
    I2.write(_50, uint(_5));
    const uint4 _55 = uint4(_17);
    const uint4 _58 = InM.read(uint(_5));
    const uint _59 = _58.x;
    const uint _60 = uint(_59);
    const uint _61 = uint(_60);
    const uint4 _62 = uint4(_61);
    const uint4 _63 = _55 + _62;
    U4.write(_63, uint(_5));
    const float4 _69 = InH.read(uint(_5));
    const float2 _70 = _69.xy;
    const float2 _71 = float2(_70);
    const float2 _72 = float2(_71);
    const float4 _73 = float4(_72, 0.0f, 0.0f);
    M2.write(_73, uint(_5));
    const float4 _79 = F4.read(uint(_5));
    const float4 _82 = Default.read(uint(_5));
    const float4 _83 = _79 + _82;
    H4.write(_83, uint(_5));
    const uint4 _89 = U4.read(uint(_5));
    const float4 _90 = float4(_89);
    Default.write(_90, uint(_5));
    return;
}

