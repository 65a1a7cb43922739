// ARGS: -T cs_6_6 --target wgsl
// EXPECT: PRISM5390 (7,23) WebGPU has no 64-bit texels
// EXPECT: PRISM5390 (8,21) sampled ones neither
// EXPECT: PRISM5200 (12,30) nor 64-bit integers
// The same shader compiles to SPIR-V (R64ui images; tests/shaders/
// texture_int64_load.hlsl).
RWTexture2D<uint64_t> T : register(u0);
Texture2D<uint64_t> U : register(t1);
[shader("compute")]
[numthreads(8, 8, 1)]
void main(uint3 i : SV_DispatchThreadID) {
    InterlockedMax(T[i.xy], U[i.yx]);
}
