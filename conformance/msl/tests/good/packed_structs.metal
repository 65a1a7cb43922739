// HLSL's packing in MSL: packed_float3 members, explicit padding members, a
// struct array in a device buffer, float3 <-> packed_float3 conversions.
#include <metal_stdlib>
using namespace metal;

struct Particle {
    packed_float3 position;
    float mass;
    packed_float3 velocity;
    float _pad0;
    float2 uv;
    uint flags;
    uint _pad1;
};
static_assert(sizeof(Particle) == 48, "HLSL layout");

struct CB {
    float4x4 world;
    packed_float3 gravity;
    float dt;
};

kernel void main0(device Particle* particles [[buffer(0)]],
                  constant CB& cb [[buffer(1)]],
                  uint3 gid [[thread_position_in_grid]])
{
    Particle p = particles[gid.x];
    float3 vel = float3(p.velocity) + float3(cb.gravity) * cb.dt;
    float3 pos = p.position + vel * cb.dt;
    particles[gid.x].velocity = vel;
    particles[gid.x].position = packed_float3(pos);
    particles[gid.x].mass = p.mass * 0.5;
    particles[gid.x].position[1] = max(pos.y, 0.0);
    float4 world = cb.world * float4(pos, 1.0);
    particles[gid.x].uv = world.xy / world.w;
}
