#include <metal_stdlib>
using namespace metal;

kernel void main0(
    texture2d<float, access::write> Ldr [[texture(0)]],
    texture2d<float, access::write> Hdr [[texture(1)]],
    texture2d<uint, access::write> Ids [[texture(2)]],
    texture2d<float, access::write> Normals [[texture(3)]],
    texture3d<int, access::write> Field [[texture(4)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint2 _5 = gl_GlobalInvocationID.xy;
    const float2 _6 = float2(_5);
    const float2 _7 = _6 / float2(64.0f, 64.0f);
    const float4 _8 = float4(_7, 0.5f, 1.0f);
    const uint2 _11 = gl_GlobalInvocationID.xy;
    Ldr.write(_8, uint2(_11));
    const uint2 _16 = gl_GlobalInvocationID.xy;
    const float4 _18 = _8 * float4(16.0f, 16.0f, 16.0f, 16.0f);
    Hdr.write(_18, uint2(_16));
    const uint2 _22 = gl_GlobalInvocationID.xy;
    const uint _24 = gl_GlobalInvocationID.x;
    const uint _26 = gl_GlobalInvocationID.y;
    const uint _27 = _26 * 64u;
    const uint _28 = _24 + _27;
    const uint4 _29 = uint4(_28, 0u, 0u, 0u);
    Ids.write(_29, uint2(_22));
    const uint2 _33 = gl_GlobalInvocationID.xy;
    const float4 _35 = _8 * float4(2.0f, 2.0f, 2.0f, 2.0f);
    const float4 _36 = _35 - float4(1.0f, 1.0f, 1.0f, 1.0f);
    Normals.write(_36, uint2(_33));
    const int3 _41 = int3(gl_GlobalInvocationID);
    const int4 _42 = int4(_41, 1);
    const int4 _43 = _42 - int4(4, 4, 4, 4);
    Field.write(_43, uint3(gl_GlobalInvocationID));
    return;
}

