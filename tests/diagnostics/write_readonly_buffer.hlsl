// EXPECT: PRISM3510 (7,5) 'In' is a read-only StructuredBuffer
StructuredBuffer<float> In : register(t0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    In[id.x] = 1.0;
}
