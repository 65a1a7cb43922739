// ARGS: -T cs_6_0 -fspv-use-vulkan-memory-model
// EXPECT-WARNING: PRISM3970 (18,9) adds globallycoherent annotation
// EXPECT-WARNING: PRISM3970 (19,41)
// globallycoherent carried from a parameter and a local under the Vulkan
// memory model: every access to the globals they resolve to says its
// availability and visibility at QueueFamily scope (MakePointerAvailable,
// MakeTexelAvailable), as a globallycoherent global's do; Plain's not.
RWByteAddressBuffer Counts : register(u0);
RWBuffer<uint> Flags : register(u1);
RWStructuredBuffer<uint> Plain : register(u2);

void put(globallycoherent RWByteAddressBuffer b, uint at, uint v) { b.Store(at * 4, v); }

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    put(Counts, id.x, 7);
    globallycoherent RWBuffer<uint> f = Flags;
    f[id.x] = Counts.Load(((id.x + 1) & 3) * 4);
    Plain[id.x] = f[id.x];
}
