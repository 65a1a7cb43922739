// ARGS: -T cs_6_2 -enable-16bit-types
// WGSL: PRISM5201 WGSL has no 16-bit integers
// countbits, firstbithigh, firstbitlow and reversebits of 16-bit integers
// (issue 11): Vulkan takes OpBitCount, OpBitReverse and GLSL.std.450 Find*
// on 32-bit integers only (VUID-StandaloneSpirv-Base-04781), so they are
// widened: zero-extended, but sign-extended for firstbithigh of a signed
// value; reversebits reverses 32 bits and shifts the 16 back down.
StructuredBuffer<uint4> In : register(t0);
RWStructuredBuffer<uint4> Out : register(u1);
RWStructuredBuffer<uint16_t4> Out16 : register(u2);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint4 w = In[id.x];
    uint16_t4 u = (uint16_t4)w;
    int16_t2 s = (int16_t2)w.xy;
    Out[id.x * 4 + 0] = countbits(u);
    Out[id.x * 4 + 1] = firstbithigh(u);
    Out[id.x * 4 + 2] = uint4(firstbitlow(u.xyz), countbits(s.x));
    Out[id.x * 4 + 3] = uint4(firstbithigh(s), firstbitlow(s));
    Out16[id.x] = uint16_t4(reversebits(u.xy), (uint16_t2)reversebits(s));
}
