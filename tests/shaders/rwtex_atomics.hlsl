// MSL: PRISM5405 MSL 2.4 has no texture atomics
// WGSL: PRISM5236 WGSL has no texture atomics
// Interlocked* on RWTexture elements (histograms, light counters).
RWTexture2D<uint> Counts : register(u0);
RWTexture3D<int> Votes : register(u1);
RWStructuredBuffer<uint> Out : register(u2);

[shader("compute")]
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint old;
    InterlockedAdd(Counts[id.xy / 2], 1, old);
    InterlockedMax(Counts[uint2(0, 0)], id.x);
    InterlockedCompareExchange(Counts[id.xy], 0, 7, old);
    int prev;
    InterlockedMin(Votes[id], -int(id.x), prev);
    Out[id.x + id.y * 8] = old + uint(prev);
}
