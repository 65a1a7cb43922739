// ARGS: -T ps_6_0
// EXPECT: PRISM4020 (6,30) an array of arrays of combined image samplers is not flattened
// (arrays of arrays of textures and samplers are flattened as DXC does:
// tests/shaders/resource_texture_arrays_2d; a vk::SampledTexture*'s pair
// of image and sampler is not)
vk::SampledTexture2D<float4> Grid[2][3] : register(t0);
[shader("pixel")]
float4 main() : SV_Target { return Grid[1][2].Load(int3(0, 0, 0)); }
