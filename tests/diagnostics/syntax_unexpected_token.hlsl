// EXPECT: PRISM2050 (7,14) expected an expression, found ')'
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint a = );
    Out[id.x] = a;
}
