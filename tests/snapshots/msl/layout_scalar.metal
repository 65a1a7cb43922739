#include <metal_stdlib>
using namespace metal;

struct Vertex
{
    float w;
    packed_float3 pos;
};

struct Vertex0
{
    float w;
    float3 pos;
};

kernel void main0(
    const device packed_float3* Normals [[buffer(0)]],
    device Vertex* Verts [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Vertex0 v;
    const uint _5 = gl_GlobalInvocationID.x;
    const Vertex _7 = Verts[_5];
    const float _8 = _7.w;
    const float3 _9 = float3(_7.pos);
    const Vertex0 _10 = Vertex0{_8, _9};
    v = _10;
    const uint _14 = gl_GlobalInvocationID.x;
    const float3 _16 = float3(Normals[_14]);
    const float _18 = v.w;
    const float3 _19 = float3(_18);
    const float3 _20 = _16 * _19;
    const float3 _21 = v.pos;
    const float3 _22 = _21 + _20;
    v.pos = _22;
    const uint _25 = gl_GlobalInvocationID.x;
    const Vertex0 _27 = v;
    const float _28 = _27.w;
    const float3 _29 = _27.pos;
    const Vertex _30 = Vertex{_28, _29};
    Verts[_25] = _30;
    return;
}

