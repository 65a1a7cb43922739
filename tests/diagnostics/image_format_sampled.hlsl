// ARGS: -T ps_6_0
// EXPECT: PRISM3105 (3,3) image formats are for storage textures and buffers
[[vk::image_format("rgba8")]] Texture2D<float4> Tex : register(t0);
[shader("pixel")]
float4 main() : SV_Target { return Tex.Load(int3(0, 0, 0)); }
