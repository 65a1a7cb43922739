// ARGS: -T cs_6_6
// EXPECT: PRISM4130 (11,7) InterlockedAdd64 of a byte-address buffer: not yet (use RWStructuredBuffer<uint64_t>)
// EXPECT: PRISM4130 (12,7) InterlockedCompareExchange64 likewise
// EXPECT: PRISM4130 (13,7) InterlockedMax64 with a signed value likewise
RWByteAddressBuffer B : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    uint64_t o;
    B.InterlockedAdd64(0, 1ull, o);
    B.InterlockedCompareExchange64(8, 0ull, 5ull, o);
    B.InterlockedMax64(16, (int64_t)-1);
}
