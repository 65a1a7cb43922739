// ARGS: -T cs_6_6 --target msl
// EXPECT: PRISM5570 (6,23) MSL 2.4 has no 64-bit integer textures
// EXPECT: PRISM5570 (7,25) sampled ones neither
// The same shader compiles to SPIR-V (R64ui / R64i images,
// tests/shaders/rwtexture_int64_load_store.hlsl).
RWTexture2D<uint64_t> T : register(u0);
Texture2DArray<int64_t> U : register(t1);
[shader("compute")]
[numthreads(8, 8, 1)]
void main(uint3 i : SV_DispatchThreadID) {
    T[i.xy] = T[i.yx] + (uint64_t)U[i];
}
