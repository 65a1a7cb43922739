// ARGS: -T cs_6_8
// EXPECT: PRISM3049 (5,19) WaveSize(16, 32, 64): the preferred size must lie in the range
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[WaveSize(16, 32, 64)]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = WaveActiveSum(id.x);
}
