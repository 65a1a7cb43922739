// All six barriers: AllMemoryBarrier(WithGroupSync), DeviceMemoryBarrier(WithGroupSync),
// GroupMemoryBarrier(WithGroupSync).
groupshared uint sData[64];
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    sData[gi] = id.x;
    GroupMemoryBarrier();
    GroupMemoryBarrierWithGroupSync();
    uint a = sData[63 - gi];
    Out[id.x] = a;
    DeviceMemoryBarrier();
    DeviceMemoryBarrierWithGroupSync();
    uint b = Out[id.x ^ 1];
    sData[gi] = b;
    AllMemoryBarrier();
    AllMemoryBarrierWithGroupSync();
    Out[id.x] = sData[(gi + 1) & 63] + a;
}
