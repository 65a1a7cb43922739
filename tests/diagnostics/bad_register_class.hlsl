// EXPECT: PRISM3022 (2,39) a StructuredBuffer takes a t register, not b
StructuredBuffer<float> In : register(b0);
RWStructuredBuffer<float> Out : register(u1);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = In[id.x];
}
