// EXPECT: PRISM2003 (7,19) stray '@' in the program
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 1 @ 2;
}
