// Interlocked* on groupshared uint and int (scalars and array elements),
// with a barrier before thread 0 writes the results out.
groupshared uint sCount;
groupshared uint sBits[4];
groupshared int sMin;
groupshared int sMax;
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(128, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    if (gi == 0)
    {
        sCount = 0;
        sBits[0] = 0; sBits[1] = 0; sBits[2] = 0; sBits[3] = 0xFFFFFFFFu;
        sMin = 0x7FFFFFFF;
        sMax = -0x7FFFFFFF;
    }
    GroupMemoryBarrierWithGroupSync();
    uint before;
    InterlockedAdd(sCount, 1, before);
    InterlockedOr(sBits[gi / 32], 1u << (gi % 32));
    InterlockedXor(sBits[2], gi);
    InterlockedAnd(sBits[3], ~(1u << (gi % 32)));
    InterlockedMin(sMin, (int)gi - 64);
    InterlockedMax(sMax, (int)gi - 64);
    uint old;
    InterlockedCompareExchange(sBits[2], 0, 1, old);
    GroupMemoryBarrierWithGroupSync();
    if (gi == 0)
        Out[id.x / 128] = sCount + sBits[0] + sBits[1] + sBits[3] + (uint)(sMin + sMax) + old;
    Out[64 + id.x] = before;
}
