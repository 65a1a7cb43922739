// ARGS: -T cs_6_7 -fspv-target-env=vulkan1.1
// A divergent return in a case that falls through into default, before a
// barrier loop: ir_lower_divergent_returns turns the return into a break
// out of the switch, so default's value of acc (the merge of the fall-
// through, after ir_lower_phis_to_vars_in a load in default) no longer
// dominated its use after the switch (PRISM9002, gen_hlsl seed 275). The
// static resource makes ir_lower_resource_handles promote main's locals.
RWStructuredBuffer<uint> Out : register(u0);
ByteAddressBuffer Raw : register(t6);
cbuffer Params : register(b0, space1) { uint count; };
static ByteAddressBuffer LRaw = Raw;
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint acc = 0u;
    float v = QuadReadLaneAt(float3(3.5, 1.0, 2.5), 1u).x;
    switch (count) {
    case 5:
        if (gi == 7u) {
            if (dtid.x < 28u) return;
            acc += (uint)v;
        }
    default:
    }
    for (uint b = 0u; b < count % 3u + 1u; b++) {
        AllMemoryBarrierWithGroupSync();
    }
    Out[dtid.x] = acc;
}
