// ARGS: -T cs_6_0 -E main -fspv-use-vulkan-memory-model
// globallycoherent under the Vulkan memory model (no Coherent decoration,
// which the model bans): loads through its buffers say
// MakePointerVisible|NonPrivatePointer, stores
// MakePointerAvailable|NonPrivatePointer, at QueueFamily scope (%5, as
// DXC); its storage images' reads MakeTexelVisible|NonPrivateTexel and
// writes MakeTexelAvailable|NonPrivateTexel. Other buffers stay
// NonPrivatePointer and other storage images NonPrivateTexel; groupshared
// is coherent in the workgroup (Workgroup scope). Barriers keep DXC's
// semantics. MSL and WGSL have no per-access coherence: unchanged.
globallycoherent RWStructuredBuffer<uint> Flags : register(u0);
globallycoherent RWTexture2D<float> Img : register(u1);
globallycoherent RWBuffer<uint> Typed : register(u2);
globallycoherent RWByteAddressBuffer Raw : register(u5);
RWStructuredBuffer<uint> Plain : register(u3);
RWTexture2D<float> PlainImg : register(u4);
groupshared uint Shared[64];

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    Shared[gi] = Flags[id.x];
    GroupMemoryBarrierWithGroupSync();
    uint v = Shared[63 - gi];
    Flags[id.x] = v + 1;
    DeviceMemoryBarrier();
    float c = Img[id.xy];
    Img[id.xy] = c * 2;
    Typed[id.x] = Typed[id.x + 1];
    Raw.Store(id.x * 4, Raw.Load(0) + v);
    Plain[id.x] = v;
    PlainImg[id.xy] = PlainImg[id.xy] + 1;
    AllMemoryBarrierWithGroupSync();
    InterlockedAdd(Flags[0], 1);
}
