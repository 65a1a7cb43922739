#include <metal_stdlib>
using namespace metal;

struct Particle
{
    packed_float3 position;
    float speed;
};

struct Particle0
{
    float3 position;
    float speed;
};

kernel void main0(
    device Particle* Particles [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Particle0 p;
    const uint _5 = gl_GlobalInvocationID.x;
    const Particle _7 = Particles[_5];
    const float3 _8 = float3(_7.position);
    const float _9 = _7.speed;
    const Particle0 _10 = Particle0{_8, _9};
    p = _10;
    const float _14 = p.speed;
    const float3 _15 = p.position;
    const float _16 = _15.x;
    const float _17 = _16 + _14;
    const float3 _18 = p.position;
    float3 _19 = _18;
    _19.x = _17;
    p.position = _19;
    const uint _22 = gl_GlobalInvocationID.x;
    const Particle0 _24 = p;
    const float3 _25 = _24.position;
    const float _26 = _24.speed;
    const Particle _27 = Particle{_25, _26};
    Particles[_22] = _27;
    return;
}

