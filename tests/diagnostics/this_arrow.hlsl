// EXPECT: PRISM2105 (5,45) HLSL has no '->' (nor pointers): 'this' and structs are values; write '.', as in this.x
// C++'s this->x: in HLSL 'this' is the struct itself (a reference), so
// its members are named with '.'.
struct Particle {
    float mass; float weight() { return this->mass * 9.81f; }
};
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Particle p = (Particle)1;
    Out[id.x] = p.weight();
}
