// EXPECT: PRISM3527 (7,24) integer division by constant zero
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = id.x / 0;
}
