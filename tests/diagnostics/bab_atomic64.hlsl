// ARGS: -T cs_6_6
// EXPECT: PRISM4170 (12,13) an element of an array of byte-address buffers has no 64-bit view of its own
// EXPECT: PRISM4170 (13,20) likewise with a dynamic index
// A single RWByteAddressBuffer takes them (tests/shaders/bab_atomic64.hlsl).
RWByteAddressBuffer Bufs[2] : register(u0);
RWStructuredBuffer<uint> Index : register(u2);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    uint64_t o;
    Bufs[1].InterlockedAdd64(0, 1ull, o);
    Bufs[Index[0]].InterlockedMax64(8, (int64_t)-1);
}
