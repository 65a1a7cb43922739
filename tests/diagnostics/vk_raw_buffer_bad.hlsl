// vk::RawBufferLoad and vk::RawBufferStore: the alignment is a constant power
// of two of at least 4 (SPIR-V's Aligned).
// EXPECT: PRISM3721 (13,48) not a power of two
// EXPECT: PRISM3721 (14,48) below 4
// EXPECT: PRISM3721 (15,45) not a constant
struct Params { uint64_t addr; };
[[vk::push_constant]] Params pc;
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    Out[0] = vk::RawBufferLoad<float>(pc.addr, 6);
    Out[1] = vk::RawBufferLoad<float>(pc.addr, 2);
    vk::RawBufferStore<float>(pc.addr, 1.0, gi);
}
