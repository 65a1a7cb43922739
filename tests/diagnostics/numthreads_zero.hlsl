// EXPECT: PRISM3041 (4,13) numthreads: every dimension must be at least 1
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(0, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 1;
}
