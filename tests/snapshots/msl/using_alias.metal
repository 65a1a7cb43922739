#include <metal_stdlib>
using namespace metal;

struct Vertex
{
    float3 pos;
};

struct Mesh
{
    uint first;
    uint count;
};

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float w[3];
    Vertex v;
    Mesh m;
    const float k[3] = {0.25f, 0.5f, 0.25f};
    for (uint i = 0; i < 3; ++i)
    {
        w[i] = k[i];
    }
    const uint _7 = gl_GlobalInvocationID.x;
    const float _8 = float(_7);
    const float3 _9 = float3(_8, 1.0f, 2.0f);
    const float _10 = _9.x;
    const float _11 = _9.y;
    const float _12 = _9.z;
    const float3 _13 = float3(_10, _11, _12);
    const Vertex _14 = Vertex{_13};
    v = _14;
    m = Mesh{3u, 4u};
    const uint _20 = m.first;
    const uint _22 = m.count;
    const uint _23 = _20 + _22;
    const float _27 = w[0];
    const float _29 = w[1];
    const float _30 = _27 + _29;
    const float _32 = w[2];
    const float _33 = _30 + _32;
    const float3 _37 = v.pos;
    const float3 _39 = float3(_33);
    const float3 _40 = _37 * _39;
    const float _42 = float(_23);
    const float4 _43 = float4(_40, _42);
    const uint _46 = gl_GlobalInvocationID.x;
    Out[_46] = _43;
    return;
}

