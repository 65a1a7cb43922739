// EXPECT: PRISM1004 (3,2) #if without #endif
RWStructuredBuffer<uint> Out : register(u0);
#if 1
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 1;
}
