// countbits, firstbithigh, firstbitlow and reversebits of 64-bit integers: each value
// split into two 32-bit halves (Vulkan's bit instructions take 32-bit operands only).
// WGSL: PRISM5200 WGSL has no 64-bit types
RWStructuredBuffer<uint4> B : register(u0);
RWStructuredBuffer<uint64_t> R : register(u1);
StructuredBuffer<uint64_t2> U : register(t2);
StructuredBuffer<int64_t> S : register(t3);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint64_t2 u = U[id.x];
    int64_t s = S[id.x];
    B[0] = uint4(countbits(u), firstbithigh(u.x), firstbitlow(u.y));
    B[1] = uint4(firstbithigh(s), firstbitlow(s), countbits(s), 0);
    R[0] = reversebits(u.x);
    R[1] = (uint64_t)reversebits(s);
}
