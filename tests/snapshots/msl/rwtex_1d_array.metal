#include <metal_stdlib>
using namespace metal;

kernel void main0(
    texture1d_array<float, access::read_write> Rows [[texture(0)]],
    texture1d_array<float> Lut [[texture(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint2 _9 = uint2(Rows.get_width(), Rows.get_array_size());
    const uint _10 = _9.x;
    const uint _12 = _9.y;
    const uint2 _15 = uint2(Lut.get_width(0u), Lut.get_array_size());
    const uint _16 = _15.x;
    const uint _18 = _15.y;
    const uint _20 = Lut.get_num_mip_levels();
    const uint _25 = gl_GlobalInvocationID.x;
    const uint _27 = _25 % _16;
    const int _28 = int(_27);
    const uint _30 = gl_GlobalInvocationID.y;
    const uint _32 = _30 % _18;
    const int _33 = int(_32);
    const int3 _34 = int3(_28, _33, 0);
    const int2 _35 = _34.xy;
    const int _36 = _34.z;
    const float4 _37 = Lut.read(uint(_35.x), uint(_35.y), uint(_36));
    const float2 _38 = _37.xy;
    const float4 _40 = Lut.read(uint(uint2(0u, 1u).x), uint(uint2(0u, 1u).y), uint(0u));
    const float2 _41 = _40.xy;
    const float2 _42 = _38 + _41;
    const uint _45 = gl_GlobalInvocationID.x;
    const uint _47 = _45 % _10;
    const uint _49 = gl_GlobalInvocationID.y;
    const uint _51 = _49 % _12;
    const uint2 _52 = uint2(_47, _51);
    const uint _55 = gl_GlobalInvocationID.x;
    const uint _57 = _55 % _10;
    const uint2 _58 = uint2(_57, 0u);
    const int2 _59 = int2(_58);
    const float4 _60 = Rows.read(uint(_59.x), uint(_59.y));
    const float _63 = float(_20);
    const float4 _64 = float4(_42, _63, 0.0f);
    const float4 _65 = _60 + _64;
    Rows.write(_65, uint(_52.x), uint(_52.y));
    return;
}

