// ARGS: -T cs_6_0 -E nope
// EXPECT: PRISM6000 -E nope: no function is named 'nope' (D_DRV_NO_ENTRY, no position)
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 1;
}
