// EXPECT: PRISM2000 (9,1) unterminated /* comment
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 1;
}
/* this comment
   never ends
