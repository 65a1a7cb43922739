// [[vk::binding(b, s)]] overrides register(); without a register a resource
// gets its binding from the attribute alone.
[[vk::binding(3, 1)]] StructuredBuffer<uint> In : register(t0);
[[vk::binding(5)]] RWStructuredBuffer<uint> Out;
[[vk::binding(0, 2)]] cbuffer Params { uint Offset; };

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = In[id.x] + Offset;
}
