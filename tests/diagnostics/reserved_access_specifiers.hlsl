// EXPECT: PRISM2106 (6,15) 'public' is a reserved keyword in HLSL
// EXPECT: PRISM2106 (8,5) 'private' is a reserved keyword in HLSL
// C++'s access specifiers are reserved words in HLSL (every member is
// public): reported and skipped, so the rest of the struct still counts.
struct Base { float mass; };
struct Body : public Base {
    float3 velocity;
    private:
    float drag() { return mass * dot(velocity, velocity); }
};
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Body b = (Body)0;
    Out[id.x] = b.drag();
}
