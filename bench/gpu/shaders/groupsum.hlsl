// The two-level group sum of examples/groupsum.hlsl, for the GPU benchmark:
// WaveActiveSum within each wave, the wave sums through groupshared memory,
// then the first wave sums those (in strides of the wave size, so it is right
// at any wave size: 4 on SwiftShader, 8 on lavapipe, 32 on NVIDIA). Each
// group of 256 values writes one sum; the host runs it again on the sums.
StructuredBuffer<float> Input : register(t0);
RWStructuredBuffer<float> GroupSums : register(u1);

#define GROUP_SIZE 256
groupshared float sWaveSums[GROUP_SIZE];

[shader("compute")]
[numthreads(GROUP_SIZE, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint gi : SV_GroupIndex)
{
    float waveSum = WaveActiveSum(Input[id.x]);
    uint lanes = WaveGetLaneCount();
    if (WaveIsFirstLane())
        sWaveSums[gi / lanes] = waveSum;
    GroupMemoryBarrierWithGroupSync();
    if (gi < lanes)
    {
        uint numWaves = (GROUP_SIZE + lanes - 1) / lanes;
        float s = 0;
        for (uint w = gi; w < numWaves; w += lanes)
            s += sWaveSums[w];
        s = WaveActiveSum(s);
        if (gi == 0)
            GroupSums[gid.x] = s;
    }
}
