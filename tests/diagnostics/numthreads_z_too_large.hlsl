// EXPECT: PRISM3042 (4,19) numthreads: z is at most 64
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 65)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 1;
}
