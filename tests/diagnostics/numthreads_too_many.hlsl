// EXPECT: PRISM3043 (4,2) numthreads(64, 32, 1) is 2048 threads; at most 1024
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 32, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 1;
}
