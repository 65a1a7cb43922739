// Tiled reduction of an HDR image (float4 texels in a structured buffer) to
// the statistics a renderer's auto-exposure and a profiler's image checks
// need: per tile sum, min, max, mean luminance, log-average luminance,
// variance (Welford, merged pairwise), a 64-bin luminance histogram, the
// count of NaN/Inf texels and the position of the brightest texel. Each
// group reduces a TILE_W x TILE_H tile with a tree in groupshared memory or
// with wave ops (ReduceMode), then the second pass reduces the tile results.
//   prism -T cs_6_0 -E CSMain bench/corpus/tiled_reduction.hlsl

#define TILE_W 16
#define TILE_H 16
#define GROUP_SIZE (TILE_W * TILE_H)
#define HIST_BINS 64
#define MAX_WAVES 64

struct TileStats
{
    float4 sum;
    float4 minimum;
    float4 maximum;
    float lumMean;
    float lumM2;        // sum of squared deviations (Welford)
    float logLumSum;
    uint count;
    uint badTexels;
    uint brightestIndex;
    float brightestLum;
    uint pad;
};

cbuffer ReduceParams : register(b0)
{
    uint Width;
    uint Height;
    uint TilesX;
    uint TilesY;
    uint Pass;            // 0: tiles, 1: combine tiles
    uint ReduceMode;      // 0: groupshared tree, 1: waves, 2: waves + tree
    uint ChannelMask;     // which of rgba take part in min/max
    uint HistogramEnabled;
    float MinLogLum;
    float InvLogLumRange;
    float Exposure;
    float Epsilon;
    float4 LumWeights;    // e.g. (0.2126, 0.7152, 0.0722, 0)
};

StructuredBuffer<float4> Image : register(t1);
RWStructuredBuffer<TileStats> Tiles : register(u2);
RWStructuredBuffer<uint> Histogram : register(u3);
RWStructuredBuffer<TileStats> Total : register(u4);

groupshared float4 sSum[GROUP_SIZE];
groupshared float4 sMin[GROUP_SIZE];
groupshared float4 sMax[GROUP_SIZE];
groupshared float sMean[GROUP_SIZE];
groupshared float sM2[GROUP_SIZE];
groupshared float sLogSum[GROUP_SIZE];
groupshared uint sCount[GROUP_SIZE];
groupshared uint sBad[GROUP_SIZE];
groupshared uint sBestIndex[GROUP_SIZE];
groupshared float sBestLum[GROUP_SIZE];
groupshared uint sHist[HIST_BINS];
groupshared TileStats sWaveStats[MAX_WAVES];

// ---------------------------------------------------------------- texels

float Luminance(float4 c)
{
    return dot(c.rgb, LumWeights.rgb) * Exposure;
}

bool IsFinite4(float4 c)
{
    return !any(isnan(c)) && !any(isinf(c));
}

uint HistogramBin(float lum)
{
    if (lum < Epsilon)
        return 0;
    float logLum = saturate((log2(lum) - MinLogLum) * InvLogLumRange);
    return (uint)(logLum * (HIST_BINS - 2) + 1.0);
}

float4 MaskedMin(float4 a, float4 b)
{
    float4 m = min(a, b);
    return float4((ChannelMask & 1u) != 0u ? m.r : a.r, (ChannelMask & 2u) != 0u ? m.g : a.g,
                  (ChannelMask & 4u) != 0u ? m.b : a.b, (ChannelMask & 8u) != 0u ? m.a : a.a);
}

float4 MaskedMax(float4 a, float4 b)
{
    float4 m = max(a, b);
    return float4((ChannelMask & 1u) != 0u ? m.r : a.r, (ChannelMask & 2u) != 0u ? m.g : a.g,
                  (ChannelMask & 4u) != 0u ? m.b : a.b, (ChannelMask & 8u) != 0u ? m.a : a.a);
}

TileStats EmptyStats()
{
    TileStats s;
    s.sum = float4(0, 0, 0, 0);
    s.minimum = float4(3.0e38, 3.0e38, 3.0e38, 3.0e38);
    s.maximum = float4(-3.0e38, -3.0e38, -3.0e38, -3.0e38);
    s.lumMean = 0;
    s.lumM2 = 0;
    s.logLumSum = 0;
    s.count = 0;
    s.badTexels = 0;
    s.brightestIndex = 0xffffffffu;
    s.brightestLum = -1.0;
    s.pad = 0;
    return s;
}

TileStats TexelStats(uint x, uint y)
{
    TileStats s = EmptyStats();
    if (x >= Width || y >= Height)
        return s;
    uint index = y * Width + x;
    float4 c = Image[index];
    if (!IsFinite4(c))
    {
        s.badTexels = 1;
        return s;
    }
    float lum = Luminance(c);
    s.sum = c;
    s.minimum = c;
    s.maximum = c;
    s.lumMean = lum;
    s.lumM2 = 0;
    s.logLumSum = log(max(lum, Epsilon));
    s.count = 1;
    s.brightestIndex = index;
    s.brightestLum = lum;
    return s;
}

// Chan et al.'s pairwise merge of (count, mean, M2).
void MergeMoments(uint na, float meanA, float m2A, uint nb, float meanB, float m2B,
                  out uint n, out float mean, out float m2)
{
    n = na + nb;
    if (n == 0)
    {
        mean = 0;
        m2 = 0;
        return;
    }
    float fa = (float)na;
    float fb = (float)nb;
    float delta = meanB - meanA;
    mean = meanA + delta * fb / (float)n;
    m2 = m2A + m2B + delta * delta * fa * fb / (float)n;
}

TileStats Merge(TileStats a, TileStats b)
{
    TileStats r;
    r.sum = a.sum + b.sum;
    r.minimum = MaskedMin(a.minimum, b.minimum);
    r.maximum = MaskedMax(a.maximum, b.maximum);
    MergeMoments(a.count, a.lumMean, a.lumM2, b.count, b.lumMean, b.lumM2, r.count, r.lumMean, r.lumM2);
    r.logLumSum = a.logLumSum + b.logLumSum;
    r.badTexels = a.badTexels + b.badTexels;
    bool takeB = b.brightestLum > a.brightestLum ||
                 (b.brightestLum == a.brightestLum && b.brightestIndex < a.brightestIndex);
    r.brightestIndex = takeB ? b.brightestIndex : a.brightestIndex;
    r.brightestLum = takeB ? b.brightestLum : a.brightestLum;
    r.pad = 0;
    return r;
}

// ---------------------------------------------------------------- groupshared tree

void StoreShared(uint i, TileStats s)
{
    sSum[i] = s.sum;
    sMin[i] = s.minimum;
    sMax[i] = s.maximum;
    sMean[i] = s.lumMean;
    sM2[i] = s.lumM2;
    sLogSum[i] = s.logLumSum;
    sCount[i] = s.count;
    sBad[i] = s.badTexels;
    sBestIndex[i] = s.brightestIndex;
    sBestLum[i] = s.brightestLum;
}

TileStats LoadShared(uint i)
{
    TileStats s;
    s.sum = sSum[i];
    s.minimum = sMin[i];
    s.maximum = sMax[i];
    s.lumMean = sMean[i];
    s.lumM2 = sM2[i];
    s.logLumSum = sLogSum[i];
    s.count = sCount[i];
    s.badTexels = sBad[i];
    s.brightestIndex = sBestIndex[i];
    s.brightestLum = sBestLum[i];
    s.pad = 0;
    return s;
}

TileStats TreeReduce(TileStats s, uint gi, uint width)
{
    StoreShared(gi, s);
    GroupMemoryBarrierWithGroupSync();
    [loop]
    for (uint stride = width >> 1; stride > 0; stride >>= 1)
    {
        if (gi < stride)
        {
            TileStats m = Merge(LoadShared(gi), LoadShared(gi + stride));
            StoreShared(gi, m);
        }
        GroupMemoryBarrierWithGroupSync();
    }
    return LoadShared(0);
}

// ---------------------------------------------------------------- waves

TileStats WaveReduce(TileStats s)
{
    TileStats r;
    r.sum = WaveActiveSum(s.sum);
    float4 mn = WaveActiveMin(s.minimum);
    float4 mx = WaveActiveMax(s.maximum);
    r.minimum = MaskedMin(s.minimum, mn);
    r.maximum = MaskedMax(s.maximum, mx);
    r.logLumSum = WaveActiveSum(s.logLumSum);
    r.badTexels = WaveActiveSum(s.badTexels);
    r.count = WaveActiveSum(s.count);
    // Moments: mean from the sums, M2 from the squared deviations.
    float lumSum = WaveActiveSum(s.lumMean * (float)s.count);
    r.lumMean = r.count > 0 ? lumSum / (float)r.count : 0;
    float dev = s.count > 0 ? s.lumMean - r.lumMean : 0;
    r.lumM2 = WaveActiveSum(s.lumM2 + dev * dev * (float)s.count);
    r.brightestLum = WaveActiveMax(s.brightestLum);
    uint candidate = s.brightestLum == r.brightestLum ? s.brightestIndex : 0xffffffffu;
    r.brightestIndex = WaveActiveMin(candidate);
    r.pad = 0;
    return r;
}

TileStats GroupReduceWaves(TileStats s, uint gi)
{
    uint laneCount = WaveGetLaneCount();
    uint waveIndex = gi / laneCount;
    uint numWaves = (GROUP_SIZE + laneCount - 1) / laneCount;
    TileStats w = WaveReduce(s);
    if (WaveIsFirstLane())
        sWaveStats[waveIndex] = w;
    GroupMemoryBarrierWithGroupSync();
    TileStats r = EmptyStats();
    if (ReduceMode == 1)
    {
        // The first thread merges the wave results in order.
        if (gi == 0)
        {
            for (uint i = 0; i < numWaves; i++)
                r = Merge(r, sWaveStats[i]);
        }
    }
    else
    {
        // The first wave reduces the wave results with wave ops again.
        TileStats v = gi < numWaves ? sWaveStats[gi] : EmptyStats();
        if (gi < laneCount)
            r = WaveReduce(v);
    }
    return r;
}

// ---------------------------------------------------------------- histogram

void AccumulateHistogram(TileStats s, uint gi)
{
    if (gi < HIST_BINS)
        sHist[gi] = 0;
    GroupMemoryBarrierWithGroupSync();
    if (s.count > 0)
    {
        uint bin = HistogramBin(s.lumMean);
        InterlockedAdd(sHist[bin], 1u);
    }
    GroupMemoryBarrierWithGroupSync();
    if (gi < HIST_BINS)
    {
        uint c = sHist[gi];
        if (c != 0)
            InterlockedAdd(Histogram[gi], c);
    }
}

// ---------------------------------------------------------------- passes

void ReduceTile(uint3 gid, uint3 gtid, uint gi)
{
    uint x = gid.x * TILE_W + gtid.x;
    uint y = gid.y * TILE_H + gtid.y;
    TileStats s = TexelStats(x, y);
    if (HistogramEnabled != 0u)
        AccumulateHistogram(s, gi);
    TileStats r = ReduceMode == 0 ? TreeReduce(s, gi, GROUP_SIZE) : GroupReduceWaves(s, gi);
    if (gi == 0)
        Tiles[gid.y * TilesX + gid.x] = r;
}

void CombineTiles(uint gi)
{
    uint numTiles = TilesX * TilesY;
    TileStats acc = EmptyStats();
    for (uint t = gi; t < numTiles; t += GROUP_SIZE)
        acc = Merge(acc, Tiles[t]);
    TileStats r = TreeReduce(acc, gi, GROUP_SIZE);
    if (gi == 0)
    {
        Total[0] = r;
        // The log-average luminance and the variance, ready for exposure.
        TileStats f = r;
        float n = max((float)r.count, 1.0);
        f.sum = r.sum / n;
        f.logLumSum = exp(r.logLumSum / n);
        f.lumM2 = r.count > 1 ? r.lumM2 / (float)(r.count - 1) : 0;
        Total[1] = f;
    }
}

[shader("compute")]
[numthreads(TILE_W, TILE_H, 1)]
void CSMain(uint3 gid : SV_GroupID, uint3 gtid : SV_GroupThreadID, uint gi : SV_GroupIndex)
{
    if (Pass == 0)
        ReduceTile(gid, gtid, gi);
    else
        CombineTiles(gi);
}
