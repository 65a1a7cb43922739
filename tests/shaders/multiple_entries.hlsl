// ARGS: -T cs_6_0
// Two [shader("compute")] entries and no -E: both are compiled (DXC itself
// needs -T lib_6_3 for this). They share a helper and a buffer.
RWStructuredBuffer<uint> Out : register(u0);

uint Hash(uint x)
{
    x ^= x >> 16;
    x *= 0x7FEB352Du;
    x ^= x >> 15;
    return x;
}

[shader("compute")]
[numthreads(64, 1, 1)]
void Clear(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 0;
}

[shader("compute")]
[numthreads(32, 2, 1)]
void Fill(uint3 id : SV_DispatchThreadID)
{
    Out[id.x + id.y * 32] = Hash(id.x);
}
