// ARGS: -T cs_6_0 -E CSMain  -fvk-u-shift 16 all
// Two-level group reduction (seed 004's GroupSum): WaveActiveSum per wave,
// the wave sums through groupshared memory, then a second WaveActiveSum.
StructuredBuffer<float> Input : register(t0);
RWStructuredBuffer<float> GroupSums : register(u0);

groupshared float sWaveSums[32];
float GroupSum(float v, uint gi)
{
    float waveSum = WaveActiveSum(v);
    uint waveIdx = gi / WaveGetLaneCount();
    if (WaveIsFirstLane()) sWaveSums[waveIdx] = waveSum;
    GroupMemoryBarrierWithGroupSync();
    uint numWaves = (256 + WaveGetLaneCount() - 1) / WaveGetLaneCount();
    float s = gi < numWaves ? sWaveSums[gi] : 0;
    return WaveActiveSum(s);       // valid in the first wave (group of 256 assumed)
}

[shader("compute")]
[numthreads(256, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint gi : SV_GroupIndex)
{
    float sum = GroupSum(Input[id.x], gi);
    if (gi == 0)
        GroupSums[gid.x] = sum;
}
