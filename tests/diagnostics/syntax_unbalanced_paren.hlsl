// EXPECT: PRISM2050 (7,18) expected ')' before '{'
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x > 1 {
        Out[id.x] = 1;
    }
}
