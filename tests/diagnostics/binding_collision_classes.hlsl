// EXPECT: PRISM3024 (3,42) t0 and u0 both land on Vulkan set 0, binding 0
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = In[id.x];
}
