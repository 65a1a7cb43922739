// Wave operations in divergent control flow: inside an if, in a loop with a
// per-lane trip count, after an early return; which lanes are active matters.
RWStructuredBuffer<uint4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint4 r = 0;
    if (id.x & 1)
        r.x = WaveActiveSum(id.x);
    else
        r.x = WaveActiveCountBits(true);
    for (uint i = 0; i < id.x % 4; i++)
        r.y += WaveActiveMax(i + id.x);
    r.z = WavePrefixSum(r.y);
    if (id.x > 40)
    {
        Out[id.x] = r;
        return;
    }
    r.w = WaveActiveCountBits(true);   // only lanes 0..40 are active
    Out[id.x] = r;
}
