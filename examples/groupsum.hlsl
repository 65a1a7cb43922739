// The sum of each group of 256 values, with two levels of wave reduction:
// WaveActiveSum within each wave, the wave sums through groupshared memory,
// then one more WaveActiveSum in the first wave.
//   prism -T cs_6_0 -E CSMain --target all examples/groupsum.hlsl -Fo groupsum
StructuredBuffer<float> Input : register(t0);
RWStructuredBuffer<float> GroupSums : register(u1);

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
