// ARGS: -T cs_6_8
// EXPECT: PRISM3048 (5,2) WaveSize(64, 16): the minimum must be less than the maximum
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[WaveSize(64, 16)]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = WaveActiveSum(id.x);
}
