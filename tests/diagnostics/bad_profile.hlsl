// ARGS: -T cs_5_0
// EXPECT: PRISM6002 -T cs_5_0: unknown target profile (D_DRV_BAD_PROFILE, no position)
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 1;
}
