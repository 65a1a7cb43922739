#include <metal_stdlib>
using namespace metal;

struct Ray
{
    float3 origin;
    float3 dir;
};

Ray Ray_make(float3 o, float3 d)
{
    const float _8 = o.x;
    const float _9 = o.y;
    const float _10 = o.z;
    const float3 _12 = normalize(d);
    const float _13 = _12.x;
    const float _14 = _12.y;
    const float _15 = _12.z;
    const float3 _16 = float3(_8, _9, _10);
    const float3 _17 = float3(_13, _14, _15);
    const Ray _18 = Ray{_16, _17};
    return _18;
}

float Ray_hit_plane(thread Ray& this0, float height)
{
    const float3 _6 = this0.origin;
    const float _7 = _6.y;
    const float _8 = height - _7;
    const float3 _10 = this0.dir;
    const float _11 = _10.y;
    const float _12 = _8 / _11;
    return _12;
}

float3 Ray_at(thread Ray& this0, float t)
{
    const float3 _5 = this0.origin;
    const float3 _7 = this0.dir;
    const float3 _9 = float3(t);
    const float3 _10 = _7 * _9;
    const float3 _11 = _5 + _10;
    return _11;
}

kernel void main0(
    device float3* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Ray r;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float3 _7 = float3(_6, (-1.0f), 0.0f);
    const Ray _8 = Ray_make(float3(0.0f, 10.0f, 0.0f), _7);
    r = _8;
    const uint _11 = gl_GlobalInvocationID.x;
    const float _13 = Ray_hit_plane(r, 0.0f);
    const float3 _14 = Ray_at(r, _13);
    Out[_11] = _14;
    return;
}

