// Bitonic sort of (key, value) pairs, the way a GPU particle renderer or a
// radix-free sort-by-key does it: each group sorts a tile of 2048 pairs in
// groupshared memory, then the global steps merge tiles. One entry point,
// driven by a constant buffer, so a host dispatches it once per step:
//
//   Mode 0  sort each tile of TILE pairs (ascending within the tile)
//   Mode 1  one global compare-exchange step (k, j with j >= TILE)
//   Mode 2  finish a merge inside each tile (all j < TILE at once)
//   Mode 3  check the output is sorted (counts inversions)
//
// Keys are floats (NaN sorts last, -0 == +0, ties broken by the value, so the
// sort is deterministic), values are uint payloads (e.g. particle indices).
//   prism -T cs_6_0 -E CSMain bench/corpus/bitonic_sort.hlsl
//   glslangValidator -D -V -S comp -e CSMain bench/corpus/bitonic_sort.hlsl

#define GROUP_SIZE 1024
#define TILE (2 * GROUP_SIZE)
#define SORT_ASCENDING 0
#define SORT_DESCENDING 1

struct SortPair
{
    float key;
    uint value;
};

cbuffer SortParams : register(b0)
{
    uint Mode;          // see above
    uint Count;         // number of valid pairs; the rest are padding
    uint PaddedCount;   // a power of two >= Count, and >= TILE
    uint StepK;         // the size of the bitonic sequences being merged
    uint StepJ;         // the distance of the compare-exchange
    uint Direction;     // SORT_ASCENDING or SORT_DESCENDING
    uint KeyTransform;  // 0: raw, 1: negate, 2: absolute value, 3: bucketised
    float BucketScale;  // for KeyTransform 3
    float BucketBias;
    uint ValueMask;     // payload bits kept (the rest are flags)
    uint FlagsShift;
    uint Pad0;
};

StructuredBuffer<float> InKeys : register(t1);
StructuredBuffer<uint> InValues : register(t2);
RWStructuredBuffer<SortPair> Pairs : register(u3);
RWStructuredBuffer<uint> Stats : register(u4);

groupshared float sKeys[TILE];
groupshared uint sValues[TILE];

// ---------------------------------------------------------------- keys

bool IsNaN32(float x)
{
    uint b = asuint(x);
    return (b & 0x7f800000u) == 0x7f800000u && (b & 0x007fffffu) != 0u;
}

// Maps a float to a uint whose unsigned order is the float's total order
// (negative numbers flipped, positive ones with the sign bit set).
uint FloatToOrderedUint(float f)
{
    uint u = asuint(f);
    uint mask = (u & 0x80000000u) != 0u ? 0xffffffffu : 0x80000000u;
    return u ^ mask;
}

float OrderedUintToFloat(uint u)
{
    uint mask = (u & 0x80000000u) != 0u ? 0x80000000u : 0xffffffffu;
    return asfloat(u ^ mask);
}

float TransformKey(float k)
{
    switch (KeyTransform)
    {
    case 1:
        return -k;
    case 2:
        return abs(k);
    case 3:
    {
        float b = floor(k * BucketScale + BucketBias);
        return clamp(b, -65536.0, 65536.0);
    }
    default:
        return k;
    }
}

// The strict order used everywhere: NaN last, -0 == +0, ties by value.
bool PairLess(float ka, uint va, float kb, uint vb)
{
    bool nanA = IsNaN32(ka);
    bool nanB = IsNaN32(kb);
    if (nanA || nanB)
    {
        if (nanA && nanB)
            return va < vb;
        return nanB;
    }
    if (ka == kb)
        return va < vb;
    return ka < kb;
}

bool PairGreater(float ka, uint va, float kb, uint vb)
{
    return PairLess(kb, vb, ka, va);
}

// ---------------------------------------------------------------- shared tile

void SwapShared(uint a, uint b)
{
    float tk = sKeys[a];
    sKeys[a] = sKeys[b];
    sKeys[b] = tk;
    uint tv = sValues[a];
    sValues[a] = sValues[b];
    sValues[b] = tv;
}

// Orders sKeys[a] and sKeys[b] (a < b) ascending when up, else descending.
void CompareExchangeShared(uint a, uint b, bool up)
{
    bool outOfOrder = up ? PairGreater(sKeys[a], sValues[a], sKeys[b], sValues[b])
                         : PairLess(sKeys[a], sValues[a], sKeys[b], sValues[b]);
    if (outOfOrder)
        SwapShared(a, b);
}

// Thread t handles the pair (i, i + j) where i has bit j clear.
uint LowIndex(uint t, uint j)
{
    return 2u * t - (t & (j - 1u));
}

bool SequenceAscending(uint globalIndex, uint k)
{
    bool up = (globalIndex & k) == 0u;
    if (Direction == SORT_DESCENDING)
        up = !up;
    return up;
}

void LoadTile(uint groupBase, uint gi)
{
    [unroll]
    for (uint h = 0; h < 2; h++)
    {
        uint local = gi + h * GROUP_SIZE;
        uint global = groupBase + local;
        float key;
        uint value;
        if (Mode == 0)
        {
            if (global < Count)
            {
                key = TransformKey(InKeys[global]);
                value = InValues[global] & ValueMask;
            }
            else
            {
                // Padding sorts after everything, NaN included.
                key = asfloat(0x7fffffffu);
                value = 0xffffffffu;
            }
        }
        else
        {
            SortPair p = Pairs[global];
            key = p.key;
            value = p.value;
        }
        sKeys[local] = key;
        sValues[local] = value;
    }
    GroupMemoryBarrierWithGroupSync();
}

void StoreTile(uint groupBase, uint gi)
{
    [unroll]
    for (uint h = 0; h < 2; h++)
    {
        uint local = gi + h * GROUP_SIZE;
        SortPair p;
        p.key = sKeys[local];
        p.value = sValues[local];
        Pairs[groupBase + local] = p;
    }
}

// A full bitonic sort of the tile: log2(TILE) * (log2(TILE) + 1) / 2 steps.
void SortTile(uint groupBase, uint gi)
{
    for (uint k = 2; k <= TILE; k <<= 1)
    {
        for (uint j = k >> 1; j > 0; j >>= 1)
        {
            uint a = LowIndex(gi, j);
            uint b = a + j;
            bool up = SequenceAscending(groupBase + a, k);
            CompareExchangeShared(a, b, up);
            GroupMemoryBarrierWithGroupSync();
        }
    }
}

// The steps j < TILE of a merge of sequences of size StepK.
void MergeTile(uint groupBase, uint gi)
{
    for (uint j = TILE >> 1; j > 0; j >>= 1)
    {
        uint a = LowIndex(gi, j);
        uint b = a + j;
        bool up = SequenceAscending(groupBase + a, StepK);
        CompareExchangeShared(a, b, up);
        GroupMemoryBarrierWithGroupSync();
    }
}

// ---------------------------------------------------------------- global step

void GlobalStep(uint t)
{
    uint j = StepJ;
    uint k = StepK;
    uint a = LowIndex(t, j);
    uint b = a + j;
    if (b >= PaddedCount)
        return;
    SortPair pa = Pairs[a];
    SortPair pb = Pairs[b];
    bool up = SequenceAscending(a, k);
    bool swap = up ? PairGreater(pa.key, pa.value, pb.key, pb.value)
                   : PairLess(pa.key, pa.value, pb.key, pb.value);
    if (swap)
    {
        Pairs[a] = pb;
        Pairs[b] = pa;
    }
}

// ---------------------------------------------------------------- checking

// Counts adjacent inversions and NaN keys, and a checksum of the values so a
// host can tell a permutation from a corruption.
void CheckSorted(uint t, uint gi)
{
    uint inversions = 0;
    uint nans = 0;
    uint checksum = 0;
    [unroll]
    for (uint h = 0; h < 2; h++)
    {
        uint i = 2u * t + h;
        if (i + 1u < Count)
        {
            SortPair p = Pairs[i];
            SortPair q = Pairs[i + 1u];
            bool bad = Direction == SORT_ASCENDING ? PairGreater(p.key, p.value, q.key, q.value)
                                                   : PairLess(p.key, p.value, q.key, q.value);
            inversions += bad ? 1u : 0u;
        }
        if (i < Count)
        {
            SortPair p = Pairs[i];
            nans += IsNaN32(p.key) ? 1u : 0u;
            checksum ^= (p.value >> FlagsShift) * 0x9e3779b9u + i;
            checksum += FloatToOrderedUint(p.key) >> 16;
        }
    }
    uint waveInv = WaveActiveSum(inversions);
    uint waveNans = WaveActiveSum(nans);
    uint waveSum = WaveActiveBitXor(checksum);
    if (WaveIsFirstLane())
    {
        InterlockedAdd(Stats[0], waveInv);
        InterlockedAdd(Stats[1], waveNans);
        InterlockedXor(Stats[2], waveSum);
        uint prev;
        InterlockedMax(Stats[3], waveInv, prev);
    }
}

[shader("compute")]
[numthreads(GROUP_SIZE, 1, 1)]
void CSMain(uint3 dtid : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint gi : SV_GroupIndex)
{
    uint groupBase = gid.x * TILE;
    switch (Mode)
    {
    case 0:
        LoadTile(groupBase, gi);
        SortTile(groupBase, gi);
        StoreTile(groupBase, gi);
        break;
    case 1:
        GlobalStep(dtid.x);
        break;
    case 2:
        LoadTile(groupBase, gi);
        MergeTile(groupBase, gi);
        StoreTile(groupBase, gi);
        break;
    default:
        CheckSorted(dtid.x, gi);
        break;
    }
}
