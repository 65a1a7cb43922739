#include <metal_stdlib>
using namespace metal;

struct Vec3
{
    float3 v;
};

Vec3 Vec3_operator_mul_int(thread Vec3& this0, int k)
{
    Vec3 r;
    const float3 _7 = this0.v;
    const float _9 = float(k);
    const float3 _10 = float3(_9);
    const float3 _11 = _7 * _10;
    r.v = _11;
    const Vec3 _13 = r;
    return _13;
}

Vec3 Vec3_operator_mul_float(thread Vec3& this0, float k)
{
    Vec3 r;
    const float3 _7 = this0.v;
    const float3 _9 = float3(k);
    const float3 _10 = _7 * _9;
    r.v = _10;
    const Vec3 _12 = r;
    return _12;
}

Vec3 Vec3_operator_mul_uint(thread Vec3& this0, uint k)
{
    Vec3 r;
    const float3 _7 = this0.v;
    const float _9 = float(k);
    const float3 _10 = float3(_9);
    const float3 _11 = _7 * _10;
    r.v = _11;
    const Vec3 _13 = r;
    return _13;
}

kernel void main0(
    device float3* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Vec3 a;
    Vec3 b;
    Vec3 c;
    Vec3 d;
    a.v = float3(1.0f, 2.0f, 3.0f);
    const Vec3 _7 = Vec3_operator_mul_int(a, 2);
    b = _7;
    const Vec3 _10 = Vec3_operator_mul_float(b, 0.5f);
    c = _10;
    const uint _14 = gl_GlobalInvocationID.x;
    const Vec3 _15 = Vec3_operator_mul_uint(c, _14);
    d = _15;
    const uint _18 = gl_GlobalInvocationID.x;
    const float3 _21 = d.v;
    Out[_18] = _21;
    return;
}

