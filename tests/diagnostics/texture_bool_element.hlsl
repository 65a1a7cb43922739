// ARGS: -T ps_6_0
// EXPECT: PRISM3100 (4,11) textures hold float, int or uint scalars and vectors
// EXPECT: PRISM3100 (5,13) textures hold float, int or uint scalars and vectors
Texture2D<bool> Mask : register(t0);
RWTexture2D<float4x4> Matrices : register(u0);
[shader("pixel")]
float4 main() : SV_Target { return 0; }
