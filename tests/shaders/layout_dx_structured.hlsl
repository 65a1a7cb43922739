// -fvk-use-dx-layout for structured buffers: tightly packed (DXC's
// FxcSBuffer): StructuredBuffer<float3> has stride 12, a float3 member
// takes 12 bytes and the float after it packs at 12, a float2 at 16 with
// no straddle rule; the struct is 24 bytes. MSL and WGSL express it with
// packed vectors and split fields.
// ARGS: -T cs_6_0 -fvk-use-dx-layout
struct Particle
{
    float3 position;
    float mass;
    float2 uv;
};

StructuredBuffer<float3> Points : register(t0);
RWStructuredBuffer<Particle> Particles : register(u1);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Particle p = Particles[id.x];
    p.position += Points[id.x];
    p.uv *= p.mass;
    Particles[id.x] = p;
}
