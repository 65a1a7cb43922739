// EXPECT: PRISM2050 (7,15) expected ';' (points just after the last token of the statement)
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint a = 1
    Out[id.x] = a;
}
