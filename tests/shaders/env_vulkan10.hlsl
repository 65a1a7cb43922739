// -fspv-target-env=vulkan1.0: SPIR-V 1.0, where storage buffers are
// Uniform blocks decorated BufferBlock (DXC's form: the StorageBuffer
// storage class is SPIR-V 1.3's) and the entry point lists only inputs and
// outputs.
// ARGS: -T cs_6_0 -fspv-target-env=vulkan1.0
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u1);
RWByteAddressBuffer Raw : register(u2);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = In[id.x] * 2.0;
    Raw.Store(id.x * 4, asuint(In[id.x]));
}
