// ARGS: -T cs_6_6 -E main
// TARGET: wgsl
// A WGSL-only diagnostic: WGSL has no 64-bit types and no 64-bit atomics
// (SPIR-V compiles this; MSL answers PRISM5406 and PRISM5407).
// EXPECT: PRISM5200 WGSL has no u64 (the buffer's element type: no place)
// EXPECT: PRISM5209 (10,5) an atomic on u64 cannot be expressed in WGSL
RWStructuredBuffer<uint64_t> Out : register(u0);

[numthreads(1, 1, 1)] void main(uint i : SV_DispatchThreadID) {
    InterlockedAdd(Out[0], (uint64_t)i);
}
