// ARGS: -T cs_6_6
// EXPECT: PRISM3961 (8,20) a 2-vector of 64-bit ints is four 32-bit channels
// EXPECT: PRISM3961 (9,20) a 64-bit texel is one R64 channel
// EXPECT: PRISM3961 (10,20) and an R64 format holds one 64-bit int
// Vulkan: a format's component width is the sampled type's (DXC: "the image
// format and the sampled type are not compatible").
[[vk::image_format("rgba32ui")]] RWBuffer<uint64_t2> Fine : register(u3);
[[vk::image_format("rg32ui")]] RWBuffer<uint64_t2> B : register(u0);
[[vk::image_format("r32ui")]] RWTexture2D<uint64_t> T : register(u1);
[[vk::image_format("r64ui")]] RWTexture2D<uint> U : register(u2);
[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 i : SV_DispatchThreadID) {
    B[i.x] = Fine[i.x];
    T[i.xy] = U[i.xy];
}
