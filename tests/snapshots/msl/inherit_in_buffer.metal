#include <metal_stdlib>
using namespace metal;

struct Particle
{
    packed_float3 pos;
    float mass;
};

struct Moving
{
    Particle Particle;
    float3 vel;
};

struct Particle0
{
    float3 pos;
    float mass;
};

struct Moving0
{
    Particle0 Particle;
    float3 vel;
};

kernel void main0(
    const device Moving* In [[buffer(0)]],
    device Particle* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Moving0 m;
    const uint _5 = gl_GlobalInvocationID.x;
    const Moving _7 = In[_5];
    const Particle _8 = _7.Particle;
    const float3 _9 = float3(_8.pos);
    const float _10 = _8.mass;
    const Particle0 _11 = Particle0{_9, _10};
    const float3 _12 = _7.vel;
    const Moving0 _13 = Moving0{_11, _12};
    m = _13;
    const float3 _17 = m.vel;
    const float3 _18 = _17 * float3(0.5f, 0.5f, 0.5f);
    const float3 _19 = m.Particle.pos;
    const float3 _20 = _19 + _18;
    m.Particle.pos = _20;
    const uint _23 = gl_GlobalInvocationID.x;
    const Moving0 _25 = m;
    const Particle0 _26 = _25.Particle;
    const float3 _27 = _26.pos;
    const float _28 = _26.mass;
    const Particle _29 = Particle{_27, _28};
    Out[_23] = _29;
    return;
}

