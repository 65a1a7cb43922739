// ARGS: -T cs_6_6
// EXPECT: PRISM3047 (5,11) WaveSize(24): the wave size must be a power of two from 4 to 128
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[WaveSize(24)]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = WaveActiveSum(id.x);
}
