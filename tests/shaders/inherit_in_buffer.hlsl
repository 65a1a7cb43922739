// A derived struct as the element of structured buffers: read whole, its
// base part written through a base-typed buffer element.
// glslang: rejects (no struct inheritance)
struct Particle
{
    float3 pos;
    float mass;
};

struct Moving : Particle
{
    float3 vel;
};

StructuredBuffer<Moving> In : register(t0);
RWStructuredBuffer<Particle> Out : register(u1);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Moving m = In[id.x];
    m.pos += m.vel * 0.5;
    Out[id.x] = (Particle)m;
}
