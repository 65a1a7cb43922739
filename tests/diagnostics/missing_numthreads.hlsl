// EXPECT: PRISM3055 (4,6) compute entry 'main' has no [numthreads(x, y, z)]
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 1;
}
