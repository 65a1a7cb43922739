// WGSL: PRISM5200 WGSL has no 64-bit integers
// countbits, firstbithigh, firstbitlow and reversebits of 64-bit integers
// (issue 11): as two 32-bit words (Vulkan's bit instructions take 32 bits):
// count(lo) + count(hi); reverse(lo) << 32 | reverse(hi); the low word's bit
// unless it is 0, then 32 + the high word's; firstbithigh of a negative
// value is that of its complement.
StructuredBuffer<uint4> In : register(t0);
RWStructuredBuffer<uint4> Out : register(u1);
RWStructuredBuffer<uint64_t2> Out64 : register(u2);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint4 w = In[id.x];
    uint64_t2 q = (uint64_t2(w.xy) << 32) | w.zw;
    int64_t2 sq = (int64_t2)q;
    Out[id.x * 2 + 0] = uint4(countbits(q), firstbithigh(q));
    Out[id.x * 2 + 1] = uint4(firstbitlow(q), firstbithigh(sq));
    Out64[id.x] = reversebits(q) ^ (uint64_t2)reversebits(sq.yx);
}
