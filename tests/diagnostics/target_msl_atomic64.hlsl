// ARGS: -T cs_6_6 -E main
// TARGET: msl
// An MSL-only diagnostic: MSL 2.4 has no 64-bit atomics (SPIR-V compiles
// this; WGSL answers PRISM5200 and PRISM5209).
// EXPECT: PRISM5406 Metal's atomics are on 32-bit elements (the buffer: no place)
// EXPECT: PRISM5407 (10,5) no 64-bit atomics in MSL 2.4
RWStructuredBuffer<uint64_t> Out : register(u0);

[numthreads(1, 1, 1)] void main(uint i : SV_DispatchThreadID) {
    InterlockedAdd(Out[0], (uint64_t)i);
}
