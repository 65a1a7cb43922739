// ARGS: -T cs_6_6 -E main
// TARGET: spirv msl wgsl
// Each target reports its own errors in one run: WGSL's (no 64-bit
// integers) do not hide MSL's, which is emitted after it (SPIR-V compiles
// this shader).
// EXPECT: PRISM5200 WGSL has no u64 (no place)
// EXPECT: PRISM5390 (12,23) no 64-bit texels in WebGPU
// EXPECT: PRISM5570 (12,23) no 64-bit texels in MSL 2.4
RWStructuredBuffer<uint64_t> B : register(u0);
// A row of filler so the texture's line is the one the EXPECT lines name.
// (line 11)
RWTexture2D<uint64_t> Texels : register(u1);

[numthreads(1, 1, 1)] void main() {
    InterlockedMax(Texels[uint2(0, 0)], 1);
    B[0] = 1;
}
