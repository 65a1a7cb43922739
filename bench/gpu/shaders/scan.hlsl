// Inclusive prefix sum of uints built on WavePrefixSum, for the GPU
// benchmark. Mode 0 scans each block of 1024 values in place (WavePrefixSum
// within each wave, the wave totals scanned through groupshared memory) and
// writes the block's total to Sums; the host scans the totals the same way,
// level by level, then Mode 1 adds to each block the scanned total of the
// blocks before it. Right at any wave size from 4 to 128.
cbuffer ScanParams : register(b0)
{
    uint Mode;
    uint Count;
};
RWStructuredBuffer<uint> Data : register(u1);
RWStructuredBuffer<uint> Sums : register(u2);

// glslang 12 compiles WavePrefixSum to an inclusive scan (OpGroupNonUniformIAdd
// InclusiveScan), where HLSL's is exclusive: bench/gpu/run.sh builds glslang's
// kernel with -DGLSLANG_INCLUSIVE_PREFIX_SUM so both compute the same thing
// (glslang's with one add fewer).
#ifdef GLSLANG_INCLUSIVE_PREFIX_SUM
#define INCLUSIVE_SUM(x) WavePrefixSum(x)
#else
#define INCLUSIVE_SUM(x) (WavePrefixSum(x) + (x))
#endif

#define GROUP_SIZE 1024
groupshared uint sWaveTotals[GROUP_SIZE];

[shader("compute")]
[numthreads(GROUP_SIZE, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint gi : SV_GroupIndex)
{
    uint i = id.x;
    if (Mode == 1)
    {
        if (gid.x > 0 && i < Count)
            Data[i] += Sums[gid.x - 1];
        return;
    }
    uint v = i < Count ? Data[i] : 0;
    uint lanes = WaveGetLaneCount();
    uint wave = gi / lanes;
    uint numWaves = GROUP_SIZE / lanes;
    uint inclusive = INCLUSIVE_SUM(v);
    if (WaveGetLaneIndex() == lanes - 1)
        sWaveTotals[wave] = inclusive;
    GroupMemoryBarrierWithGroupSync();
    // The first wave scans the wave totals, a wave-width chunk at a time.
    if (gi < lanes)
    {
        uint carry = 0;
        for (uint c = 0; c < numWaves; c += lanes)
        {
            uint t = c + gi < numWaves ? sWaveTotals[c + gi] : 0;
            uint s = INCLUSIVE_SUM(t) + carry;
            if (c + gi < numWaves)
                sWaveTotals[c + gi] = s;
            carry = WaveReadLaneAt(s, lanes - 1);
        }
    }
    GroupMemoryBarrierWithGroupSync();
    uint result = inclusive + (wave > 0 ? sWaveTotals[wave - 1] : 0);
    if (i < Count)
        Data[i] = result;
    if (gi == GROUP_SIZE - 1)
        Sums[gid.x] = result;
}
