// ARGS: -T cs_6_7
// A static resource makes ir_lower_resource_handles promote every local of
// main, so ir_lower_divergent_returns met a loop-header phi after a
// divergent return before a barrier: it predicated the loop but left the
// phi naming the block before the if (PRISM9002, found by gen-check).
RWStructuredBuffer<uint> Out : register(u0);
ByteAddressBuffer Raw : register(t6);
static ByteAddressBuffer LRaw = Raw;
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    GroupMemoryBarrierWithGroupSync();
    uint d9 = 1u;
    do {
    } while (++d9 < 4u);
    switch (~(~(0u))) {
    case 3:
        if (WaveActiveAllTrue((dtid.x > 1u))) return;
    }
    uint d22 = 1u;
    do {
    } while (++d22 < 4u);
}
