// Prefix sums of a large array of uints in three passes, as a radix sort or a
// stream compaction uses them. Each group scans a block of ELEMS_PER_GROUP
// values, writes the block total, the totals are scanned, and the scanned
// totals are added back. Two block algorithms, chosen by Algorithm:
//
//   0  work-efficient (Blelloch): up-sweep and down-sweep over groupshared
//      memory, with bank-conflict-avoiding padding (2n adds for n values)
//   1  wave-based: WavePrefixSum within each wave, the wave totals through
//      groupshared memory, scanned by the first wave
//   2  hybrid: each thread scans its ITEMS values serially, then the thread
//      totals are scanned by waves (the fast path on wide GPUs)
//
// Pass (cbuffer) selects: 0 scan blocks, 1 scan the block totals (one group),
// 2 add the scanned totals back, 3 inclusive-to-exclusive and segmented fixup.
//   prism -T cs_6_0 -E CSMain bench/corpus/prefix_sum.hlsl

#define GROUP_SIZE 256
#define ITEMS 4
#define ELEMS_PER_GROUP (GROUP_SIZE * ITEMS)
#define LOG_NUM_BANKS 5
#define CONFLICT_FREE_OFFSET(n) ((n) >> LOG_NUM_BANKS)
#define SHARED_SIZE (ELEMS_PER_GROUP + (ELEMS_PER_GROUP >> LOG_NUM_BANKS))
#define MAX_WAVES 64

cbuffer ScanParams : register(b0)
{
    uint Pass;
    uint Algorithm;
    uint Count;          // number of input values
    uint NumBlocks;      // ceil(Count / ELEMS_PER_GROUP)
    uint Exclusive;      // 1: exclusive scan, 0: inclusive
    uint Segmented;      // 1: restart at each flagged element
    uint Operation;      // 0: add, 1: max, 2: or
    uint InputShift;     // for radix sort digits: (v >> InputShift) & InputMask
    uint InputMask;
    uint CountFlags;     // 1: scan (digit == Digit) ? 1 : 0 instead of values
    uint Digit;
    uint Pad0;
};

StructuredBuffer<uint> Input : register(t1);
StructuredBuffer<uint> SegmentHeads : register(t2);
RWStructuredBuffer<uint> Output : register(u3);
RWStructuredBuffer<uint> BlockSums : register(u4);
RWStructuredBuffer<uint> ScannedBlockSums : register(u5);

groupshared uint sData[SHARED_SIZE];
groupshared uint sWaveTotals[MAX_WAVES];
groupshared uint sWaveScan[MAX_WAVES];
groupshared uint sBlockOffset;

// ---------------------------------------------------------------- operators

uint Identity()
{
    return Operation == 1 ? 0u : 0u; // add, max over uints and or all start at 0
}

uint Combine(uint a, uint b)
{
    switch (Operation)
    {
    case 1:
        return max(a, b);
    case 2:
        return a | b;
    default:
        return a + b;
    }
}

uint WaveScanInclusive(uint v)
{
    switch (Operation)
    {
    case 1:
    {
        // No WavePrefixMax: a Hillis-Steele ladder with lane reads.
        uint lane = WaveGetLaneIndex();
        uint r = v;
        for (uint d = 1; d < WaveGetLaneCount(); d <<= 1)
        {
            uint other = WaveReadLaneAt(r, lane >= d ? lane - d : lane);
            if (lane >= d)
                r = max(r, other);
        }
        return r;
    }
    case 2:
    {
        uint lane = WaveGetLaneIndex();
        uint r = v;
        for (uint d = 1; d < WaveGetLaneCount(); d <<= 1)
        {
            uint other = WaveReadLaneAt(r, lane >= d ? lane - d : lane);
            if (lane >= d)
                r |= other;
        }
        return r;
    }
    default:
        return WavePrefixSum(v) + v;
    }
}

uint WaveTotal(uint v)
{
    switch (Operation)
    {
    case 1:
        return WaveActiveMax(v);
    case 2:
        return WaveActiveBitOr(v);
    default:
        return WaveActiveSum(v);
    }
}

// ---------------------------------------------------------------- input

uint LoadValue(uint i)
{
    if (i >= Count)
        return Identity();
    uint v = Input[i];
    if (InputMask != 0u)
        v = (v >> InputShift) & InputMask;
    if (CountFlags != 0u)
        v = v == Digit ? 1u : 0u;
    return v;
}

bool IsSegmentHead(uint i)
{
    if (Segmented == 0u || i >= Count)
        return false;
    return (SegmentHeads[i >> 5] >> (i & 31u) & 1u) != 0u;
}

uint Padded(uint i)
{
    return i + CONFLICT_FREE_OFFSET(i);
}

// ---------------------------------------------------------------- Blelloch

// The up-sweep leaves the block total in the last element; the down-sweep
// turns the tree into an exclusive scan. n = ELEMS_PER_GROUP, each thread
// handles ITEMS / 2 pairs per level.
uint BlellochScan(uint blockBase, uint gi, out uint exclusive[ITEMS], out uint inputs[ITEMS])
{
    [unroll]
    for (uint k = 0; k < ITEMS; k++)
    {
        uint local = gi + k * GROUP_SIZE;
        uint v = LoadValue(blockBase + local);
        inputs[k] = v;
        sData[Padded(local)] = v;
    }
    GroupMemoryBarrierWithGroupSync();

    uint offset = 1;
    [loop]
    for (uint d = ELEMS_PER_GROUP >> 1; d > 0; d >>= 1)
    {
        for (uint t = gi; t < d; t += GROUP_SIZE)
        {
            uint ai = offset * (2 * t + 1) - 1;
            uint bi = offset * (2 * t + 2) - 1;
            sData[Padded(bi)] = Combine(sData[Padded(bi)], sData[Padded(ai)]);
        }
        offset <<= 1;
        GroupMemoryBarrierWithGroupSync();
    }

    uint total = sData[Padded(ELEMS_PER_GROUP - 1)];
    GroupMemoryBarrierWithGroupSync();
    if (gi == 0)
        sData[Padded(ELEMS_PER_GROUP - 1)] = Identity();
    GroupMemoryBarrierWithGroupSync();

    [loop]
    for (uint d2 = 1; d2 < ELEMS_PER_GROUP; d2 <<= 1)
    {
        offset >>= 1;
        for (uint t = gi; t < d2; t += GROUP_SIZE)
        {
            uint ai = offset * (2 * t + 1) - 1;
            uint bi = offset * (2 * t + 2) - 1;
            uint a = sData[Padded(ai)];
            uint b = sData[Padded(bi)];
            sData[Padded(ai)] = b;
            sData[Padded(bi)] = Combine(a, b);
        }
        GroupMemoryBarrierWithGroupSync();
    }

    [unroll]
    for (uint k2 = 0; k2 < ITEMS; k2++)
        exclusive[k2] = sData[Padded(gi + k2 * GROUP_SIZE)];
    return total;
}

// ---------------------------------------------------------------- waves

// Scans one value per thread across the group with wave ops. Returns the
// exclusive prefix of v; total receives the group total.
uint GroupScanWaves(uint v, uint gi, out uint total)
{
    uint laneCount = WaveGetLaneCount();
    uint waveIndex = gi / laneCount;
    uint numWaves = (GROUP_SIZE + laneCount - 1) / laneCount;
    uint inclusive = WaveScanInclusive(v);
    if (WaveGetLaneIndex() == laneCount - 1 || gi == GROUP_SIZE - 1)
        sWaveTotals[waveIndex] = inclusive;
    GroupMemoryBarrierWithGroupSync();

    if (gi < numWaves)
    {
        uint w = sWaveTotals[gi];
        uint wi = WaveScanInclusive(w);
        sWaveScan[gi] = wi;
    }
    else if (gi < laneCount)
    {
        // Keep the first wave's inactive lanes out of the scan (they read 0).
        WaveScanInclusive(Identity());
    }
    GroupMemoryBarrierWithGroupSync();

    uint waveOffset = waveIndex == 0 ? Identity() : sWaveScan[waveIndex - 1];
    total = sWaveScan[numWaves - 1];
    uint exclusiveInWave = inclusive;
    // Exclusive = inclusive minus own value, for add; for max/or use a shift.
    if (Operation == 0)
        exclusiveInWave = inclusive - v;
    else
    {
        uint lane = WaveGetLaneIndex();
        uint prev = WaveReadLaneAt(inclusive, lane == 0 ? 0 : lane - 1);
        exclusiveInWave = lane == 0 ? Identity() : prev;
    }
    return Combine(waveOffset, exclusiveInWave);
}

uint WaveScanBlock(uint blockBase, uint gi, out uint exclusive[ITEMS], out uint inputs[ITEMS])
{
    // Strided layout: element k of thread gi is gi + k * GROUP_SIZE, so each
    // of the ITEMS rounds is one group-wide scan, chained by its total.
    uint carry = Identity();
    [unroll]
    for (uint k = 0; k < ITEMS; k++)
    {
        uint v = LoadValue(blockBase + gi + k * GROUP_SIZE);
        inputs[k] = v;
        uint roundTotal;
        uint e = GroupScanWaves(v, gi, roundTotal);
        exclusive[k] = Combine(carry, e);
        carry = Combine(carry, roundTotal);
        GroupMemoryBarrierWithGroupSync();
    }
    return carry;
}

uint HybridScanBlock(uint blockBase, uint gi, out uint exclusive[ITEMS], out uint inputs[ITEMS])
{
    // Blocked layout: thread gi owns ITEMS consecutive values.
    uint base = blockBase + gi * ITEMS;
    uint running = Identity();
    [unroll]
    for (uint k = 0; k < ITEMS; k++)
    {
        uint v = LoadValue(base + k);
        inputs[k] = v;
        exclusive[k] = running;
        running = Combine(running, v);
    }
    uint total;
    uint threadOffset = GroupScanWaves(running, gi, total);
    [unroll]
    for (uint k2 = 0; k2 < ITEMS; k2++)
        exclusive[k2] = Combine(threadOffset, exclusive[k2]);
    return total;
}

// ---------------------------------------------------------------- passes

uint ElementIndex(uint blockBase, uint gi, uint k)
{
    return Algorithm == 2 ? blockBase + gi * ITEMS + k : blockBase + gi + k * GROUP_SIZE;
}

void ScanBlocks(uint groupIndex, uint gi)
{
    uint blockBase = groupIndex * ELEMS_PER_GROUP;
    uint exclusive[ITEMS];
    uint inputs[ITEMS];
    uint total;
    if (Algorithm == 0)
        total = BlellochScan(blockBase, gi, exclusive, inputs);
    else if (Algorithm == 1)
        total = WaveScanBlock(blockBase, gi, exclusive, inputs);
    else
        total = HybridScanBlock(blockBase, gi, exclusive, inputs);

    [unroll]
    for (uint k = 0; k < ITEMS; k++)
    {
        uint i = ElementIndex(blockBase, gi, k);
        if (i < Count)
            Output[i] = Exclusive != 0u ? exclusive[k] : Combine(exclusive[k], inputs[k]);
    }
    if (gi == 0)
        BlockSums[groupIndex] = total;
}

void ScanBlockSums(uint gi)
{
    // One group scans up to GROUP_SIZE * ITEMS block totals, serially per
    // thread then across the group.
    uint running = Identity();
    uint sums[ITEMS];
    [unroll]
    for (uint k = 0; k < ITEMS; k++)
    {
        uint b = gi * ITEMS + k;
        uint v = b < NumBlocks ? BlockSums[b] : Identity();
        sums[k] = running;
        running = Combine(running, v);
    }
    uint total;
    uint offset = GroupScanWaves(running, gi, total);
    [unroll]
    for (uint k2 = 0; k2 < ITEMS; k2++)
    {
        uint b = gi * ITEMS + k2;
        if (b < NumBlocks)
            ScannedBlockSums[b] = Combine(offset, sums[k2]);
    }
    if (gi == 0)
        ScannedBlockSums[NumBlocks] = total;
}

void AddBlockOffsets(uint groupIndex, uint gi)
{
    if (gi == 0)
        sBlockOffset = ScannedBlockSums[groupIndex];
    GroupMemoryBarrierWithGroupSync();
    uint offset = sBlockOffset;
    uint blockBase = groupIndex * ELEMS_PER_GROUP;
    [unroll]
    for (uint k = 0; k < ITEMS; k++)
    {
        uint i = ElementIndex(blockBase, gi, k);
        if (i < Count)
            Output[i] = Combine(offset, Output[i]);
    }
}

// Segmented fixup: subtract the prefix at the last segment head at or before
// each element (add only). A simple backward search bounded by the block.
void SegmentFixup(uint groupIndex, uint gi)
{
    uint blockBase = groupIndex * ELEMS_PER_GROUP;
    [unroll]
    for (uint k = 0; k < ITEMS; k++)
    {
        uint i = ElementIndex(blockBase, gi, k);
        if (i >= Count || Operation != 0u)
            continue;
        uint j = i;
        uint steps = 0;
        while (!IsSegmentHead(j) && j > 0 && steps < 64)
        {
            j--;
            steps++;
        }
        uint headPrefix = (j == 0 && !IsSegmentHead(0)) ? 0u : Output[j];
        uint headValue = LoadValue(j);
        uint base = Exclusive != 0u ? headPrefix : headPrefix - headValue;
        DeviceMemoryBarrier();
        Output[i] = Output[i] - base;
    }
}

[shader("compute")]
[numthreads(GROUP_SIZE, 1, 1)]
void CSMain(uint3 gid : SV_GroupID, uint gi : SV_GroupIndex)
{
    if (Pass == 0)
        ScanBlocks(gid.x, gi);
    else if (Pass == 1)
        ScanBlockSums(gi);
    else if (Pass == 2)
        AddBlockOffsets(gid.x, gi);
    else
        SegmentFixup(gid.x, gi);
}
