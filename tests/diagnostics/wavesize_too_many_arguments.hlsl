// ARGS: -T cs_6_8
// EXPECT: PRISM3046 (5,2) [WaveSize] takes one to three sizes
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[WaveSize(16, 32, 32, 32)]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = WaveActiveSum(id.x);
}
