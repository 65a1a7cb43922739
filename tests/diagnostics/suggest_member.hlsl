// EXPECT: PRISM3514 (11,19) 'Particle' has no member 'positon'
// EXPECT-NOTE: PRISM3607 (11,19) did you mean 'position'?
// A misspelled field of a struct.
struct Particle { float3 position; float mass; };
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Particle p = (Particle)0;
    Out[id.x] = p.positon.x;
}
