// ARGS: -T cs_6_0 -fspv-target-env=vulkan1.1  -fvk-u-shift 16 all
// Vulkan 1.1 (SPIR-V 1.3): wave ops, storage buffers as Uniform + BufferBlock.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint v = In[id.x];
    Out[id.x] = WaveActiveSum(v) + WavePrefixSum(v);
}
