#include <metal_stdlib>
using namespace metal;

struct Particle
{
    packed_float3 pos;
    float mass;
    float4 extra[2];
};

struct Particle0
{
    float3 pos;
    float mass;
    float4 extra[2];
};

kernel void main0(
    const device float* Scalars [[buffer(0)]],
    const device uint4* Vectors [[buffer(1)]],
    const device Particle* Particles [[buffer(2)]],
    device float4* Out [[buffer(3)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Particle0 p;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _7 = Scalars[_5];
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _12 = _11 / 2u;
    const uint4 _14 = Vectors[_12];
    const uint _18 = gl_GlobalInvocationID.x;
    const Particle _20 = Particles[_18];
    const float3 _21 = float3(_20.pos);
    const float _22 = _20.mass;
    float4 _23[2];
    for (uint i = 0; i < 2; ++i)
    {
        _23[i] = _20.extra[i];
    }
    const float4 _24 = _23[0];
    const float4 _25 = _23[1];
    float4 _26[2];
    _26[0] = _24;
    _26[1] = _25;
    Particle0 _27;
    _27.pos = _21;
    _27.mass = _22;
    for (uint i0 = 0; i0 < 2; ++i0)
    {
        _27.extra[i0] = _26[i0];
    }
    p = _27;
    const uint _31 = _14.x;
    const float _34 = Particles[_31].mass;
    const uint _38 = gl_GlobalInvocationID.x;
    const uint _42 = _14.y;
    const uint _43 = _42 & 1u;
    const float4 _45 = Particles[_38].extra[_43];
    const float _46 = _45.z;
    const uint _49 = gl_GlobalInvocationID.x;
    const float3 _52 = p.pos;
    const float _54 = p.mass;
    const float3 _55 = float3(_54);
    const float3 _56 = _52 * _55;
    const float _59 = _7 + _34;
    const float _61 = _59 + _46;
    const float4 _62 = float4(_56, _61);
    Out[_49] = _62;
    return;
}

