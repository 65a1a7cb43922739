// EXPECT: PRISM2068 (10,5) unknown type name 'Partcle'
// EXPECT-NOTE: PRISM2103 (10,5) did you mean 'Particle'?
// A misspelled struct name.
struct Particle { float3 pos; float mass; };
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Partcle p = (Particle)0;
    Out[id.x] = p.mass;
}
