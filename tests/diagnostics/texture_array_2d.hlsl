// ARGS: -T ps_6_0
// EXPECT: PRISM4020 (3,19) Vulkan binds one-dimensional descriptor arrays
Texture2D<float4> Grid[2][3] : register(t0);
[shader("pixel")]
float4 main() : SV_Target { return Grid[1][2].Load(int3(0, 0, 0)); }
