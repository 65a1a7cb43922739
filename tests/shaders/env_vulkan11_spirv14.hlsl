// -fspv-target-env=vulkan1.1spirv1.4: Vulkan 1.1 with SPIR-V 1.4, whose
// entry points list every global they use.
// ARGS: -T cs_6_0 -fspv-target-env=vulkan1.1spirv1.4
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u1);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = WaveActiveMax(In[id.x]);
}
