// EXPECT: PRISM4126 (4,25) an array of arrays of buffers: Vulkan binds one-dimensional descriptor arrays
// (DXC flattens In[4][2] into one array of 8; Prism asks for the flat
// array and i * 2 + j instead)
RWStructuredBuffer<int> In[4][2] : register(u0);
RWStructuredBuffer<int> Out : register(u0, space1);
[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = In[id.x][1][0];
}
