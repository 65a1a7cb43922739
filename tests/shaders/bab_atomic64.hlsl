// ARGS: -T cs_6_6
// The SM 6.6 64-bit atomics of RWByteAddressBuffer, every method and form:
// SPIR-V reaches the buffer's 8-byte words through a second, Aliased view
// of the same binding (a uint64_t array, or int64_t for a signed min or
// max), word address >> 3; the buffer's own 32-bit Store and Load still
// go through its uint array. Metal 2.4 and WGSL have no 64-bit atomics.
// MSL: PRISM5550 (9,21) no 64-bit atomics in MSL 2.4
// WGSL: PRISM5360 (9,21) no 64-bit atomics in WGSL
RWByteAddressBuffer Buf : register(u0);
RWStructuredBuffer<uint64_t> Out : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint tid : SV_GroupIndex)
{
    uint64_t o0, o1, o2, o3, o4, o5, o6;
    int64_t s0, s1;
    Buf.Store(0, tid);
    Buf.InterlockedAdd64(8, 0x100000001ull);
    Buf.InterlockedAdd64(8, (uint64_t)tid, o0);
    Buf.InterlockedAnd64(16, ~(1ull << (tid + 32)), o1);
    Buf.InterlockedOr64(24, 1ull << (tid & 63), o2);
    Buf.InterlockedXor64(32, 0xffffffff00000000ull, o3);
    Buf.InterlockedMin64(40, (uint64_t)tid << 32);
    Buf.InterlockedMin64(48, -(int64_t)tid, s0);
    Buf.InterlockedMax64(56, (int64_t)tid - 32, s1);
    Buf.InterlockedMax64(64, 0x100000000ull + tid, o4);
    Buf.InterlockedExchange64(72, (uint64_t)tid, o5);
    Buf.InterlockedCompareExchange64(80, 0ull, 0x100000000ull + tid, o6);
    Buf.InterlockedCompareStore64(88, 0x100000000ull, (uint64_t)tid);
    Out[tid] = o0 + o1 + o2 + o3 + o4 + o5 + o6 + (uint64_t)(s0 + s1) + Buf.Load(0);
}
