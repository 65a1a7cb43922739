#include <metal_stdlib>
using namespace metal;

kernel void main0(
    texture2d<float, access::read_write> Image [[texture(0)]],
    texture2d<float, access::write> Luma [[texture(1)]],
    texture1d<uint, access::read_write> Hist [[texture(2)]],
    texture2d_array<int, access::read_write> Layers [[texture(3)]],
    texture3d<float, access::read_write> Volume [[texture(4)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    bool or0;
    const uint2 _6 = uint2(Image.get_width(), Image.get_height());
    const uint _7 = _6.x;
    const uint _9 = _6.y;
    const uint _13 = gl_GlobalInvocationID.x;
    const bool _15 = _13 >= _7;
    if (_15)
    {
        or0 = _15;
    }
    else
    {
        const uint _18 = gl_GlobalInvocationID.y;
        const bool _20 = _18 >= _9;
        or0 = _20;
    }
    const bool or1 = or0;
    if (or1)
    {
        return;
    }
    const uint2 _27 = gl_GlobalInvocationID.xy;
    const int2 _28 = int2(_27);
    const float4 _29 = Image.read(uint2(_28));
    const uint2 _31 = gl_GlobalInvocationID.xy;
    const float4 _33 = Image.read(uint2(_31));
    const float4 _34 = _29 + _33;
    const uint2 _37 = gl_GlobalInvocationID.xy;
    const float4 _39 = _34 * float4(0.5f, 0.5f, 0.5f, 0.5f);
    Image.write(_39, uint2(_37));
    const uint2 _43 = gl_GlobalInvocationID.xy;
    const float4 _45 = Image.read(uint2(_43));
    float4 _46 = _45;
    _46.w = 1.0f;
    Image.write(_46, uint2(_43));
    const uint2 _50 = gl_GlobalInvocationID.xy;
    const float3 _52 = _34.xyz;
    const float _53 = dot(_52, float3(0.298999995f, 0.587000012f, 0.114f));
    const float4 _54 = float4(_53, 0.0f, 0.0f, 0.0f);
    Luma.write(_54, uint2(_50));
    const uint _59 = Hist.get_width();
    const uint _62 = gl_GlobalInvocationID.x;
    const uint _64 = _62 % _59;
    const uint _67 = gl_GlobalInvocationID.x;
    const uint _69 = _67 % _59;
    const int _70 = int(_69);
    const uint4 _71 = Hist.read(uint(_70));
    const uint _72 = _71.x;
    const uint _73 = _72 + 1u;
    const uint4 _74 = uint4(_73, 0u, 0u, 0u);
    Hist.write(_74, uint(_64));
    const uint3 _81 = uint3(Layers.get_width(), Layers.get_height(), Layers.get_array_size());
    const uint _86 = _81.z;
    const uint2 _89 = gl_GlobalInvocationID.xy;
    const uint _91 = gl_GlobalInvocationID.z;
    const uint _93 = _91 % _86;
    const uint3 _94 = uint3(_89, _93);
    const uint2 _96 = gl_GlobalInvocationID.xy;
    const int2 _97 = int2(_96);
    const uint2 _99 = gl_GlobalInvocationID.xy;
    const uint3 _100 = uint3(_99, 0u);
    const int4 _102 = Layers.read(uint2(_100.xy), uint(_100.z));
    const int2 _103 = _102.xy;
    const int2 _104 = _97 - _103;
    const int4 _105 = int4(_104, 0, 0);
    Layers.write(_105, uint2(_94.xy), uint(_94.z));
    const uint3 _112 = uint3(Volume.get_width(), Volume.get_height(), Volume.get_depth());
    const uint _117 = _112.z;
    const uint2 _120 = gl_GlobalInvocationID.xy;
    const uint _122 = _117 - 1u;
    const uint3 _123 = uint3(_120, _122);
    const float2 _125 = _34.xz;
    const float4 _127 = Volume.read(uint3(_123));
    const float4 _128 = float4(_125.x, _127.y, _125.y, _127.w);
    Volume.write(_128, uint3(_123));
    return;
}

