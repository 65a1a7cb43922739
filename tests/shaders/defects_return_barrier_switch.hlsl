// Returns before barriers in a switch case (a converted return would fall
// through: it leaves the switch) and in a loop without barriers (the thread
// leaves the loop as the return did), then a barrier, a return every thread
// or none takes, and another barrier (issue 11, class 4).
RWStructuredBuffer<uint> Data : register(u0);
RWStructuredBuffer<uint> Out : register(u1);
groupshared uint tile[64];

uint code(uint k) { return k * 3 + 1; }

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint index = id.x;
    tile[gi] = 0;
    GroupMemoryBarrierWithGroupSync();
    switch (index % 4) {
    case 0:
        if (Data[index] > 5)
            return;
        break;
    case 1:
        Out[index] = 7;
        return;
    default:
        break;
    }
    uint k = 0;
    while (k < Data[index] % 7) {
        if (k == 3)
            return;
        k++;
    }
    tile[gi] = code(k);
    AllMemoryBarrierWithGroupSync();
    uint s = 0;
    for (uint j = 0; j < 64; j++)
        s += tile[j];
    if (s > 100) {
        Out[index] = s;
        return;
    }
    DeviceMemoryBarrierWithGroupSync();
    Out[index] = s + k;
}
