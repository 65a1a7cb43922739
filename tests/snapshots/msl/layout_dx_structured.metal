#include <metal_stdlib>
using namespace metal;

struct Particle
{
    packed_float3 position;
    float mass;
    float2 uv;
};

struct Particle0
{
    float3 position;
    float mass;
    float2 uv;
};

kernel void main0(
    const device packed_float3* Points [[buffer(0)]],
    device Particle* Particles [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Particle0 p;
    const uint _5 = gl_GlobalInvocationID.x;
    const Particle _7 = Particles[_5];
    const float3 _8 = float3(_7.position);
    const float _9 = _7.mass;
    const float2 _10 = _7.uv;
    const Particle0 _11 = Particle0{_8, _9, _10};
    p = _11;
    const uint _15 = gl_GlobalInvocationID.x;
    const float3 _17 = float3(Points[_15]);
    const float3 _18 = p.position;
    const float3 _19 = _18 + _17;
    p.position = _19;
    const float _23 = p.mass;
    const float2 _24 = float2(_23);
    const float2 _25 = p.uv;
    const float2 _26 = _25 * _24;
    p.uv = _26;
    const uint _29 = gl_GlobalInvocationID.x;
    const Particle0 _31 = p;
    const float3 _32 = _31.position;
    const float _33 = _31.mass;
    const float2 _34 = _31.uv;
    const Particle _35 = Particle{_32, _33, _34};
    Particles[_29] = _35;
    return;
}

