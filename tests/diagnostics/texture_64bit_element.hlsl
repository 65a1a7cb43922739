// ARGS: -T ps_6_0
// EXPECT: PRISM3101 (3,11) no 64-bit texels on Vulkan, Metal or WebGPU
Texture2D<double2> Precise : register(t0);
[shader("pixel")]
float4 main() : SV_Target { return 0; }
