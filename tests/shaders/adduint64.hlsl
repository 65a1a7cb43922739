// ARGS: -T cs_6_0
// AddUint64: each uint2 (low word x, high word y) of a and b added as one
// 64-bit unsigned integer, the carry out of the low word added to the high.
StructuredBuffer<uint4> In : register(t0);
RWStructuredBuffer<uint4> Out : register(u1);

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = AddUint64(In[id.x], In[id.x + 4]);
    uint2 v = AddUint64(In[id.x].xy, uint2(0xffffffff, 0));
    Out[id.x + 4] = uint4(v, AddUint64(uint2(0xffffffff, 0xffffffff), uint2(1, 0)));
}
