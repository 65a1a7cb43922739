// ARGS: -T cs_6_0 -fvk-u-shift 16 all
// StructuredBuffer (read-only storage) of scalars, vectors and structs;
// element reads by dynamic index, member reads, reads of array members.
struct Particle { float3 pos; float mass; float4 extra[2]; };
StructuredBuffer<float> Scalars : register(t0);
StructuredBuffer<uint4> Vectors : register(t1);
StructuredBuffer<Particle> Particles : register(t2);
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float s = Scalars[id.x];
    uint4 v = Vectors[id.x / 2];
    Particle p = Particles[id.x];
    float m = Particles[v.x].mass;
    float e = Particles[id.x].extra[v.y & 1].z;
    Out[id.x] = float4(p.pos * p.mass, s + m + e);
}
