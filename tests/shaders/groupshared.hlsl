// ARGS: -T cs_6_0 -fvk-u-shift 16 all
// groupshared arrays: each thread writes its slot, a barrier, then each reads
// a neighbour's slot; a groupshared scalar written by one thread.
groupshared float sData[128];
groupshared uint sFlag;
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(128, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    sData[gi] = In[id.x];
    if (gi == 0)
        sFlag = 7;
    GroupMemoryBarrierWithGroupSync();
    float left = sData[(gi + 127) % 128];
    float right = sData[(gi + 1) % 128];
    Out[id.x] = (left + right) * 0.5 + (float)sFlag;
}
