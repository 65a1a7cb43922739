// EXPECT: PRISM1001 (2,10) #include: file 'nope.hlsli' not found
#include "nope.hlsli"
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 1;
}
