// ARGS: -T cs_6_6
// [WaveSize(N)] (SM 6.6): the subgroup size this entry needs.
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[WaveSize(32)]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = WaveActiveSum(id.x) + WaveGetLaneCount();
}
