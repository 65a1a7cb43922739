// EXPECT: PRISM1018 (2,10) #if: expected a value, found ')'
#if (1 + )
#endif
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 1;
}
