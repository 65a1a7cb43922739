// ARGS: -T ps_6_0
// EXPECT: PRISM3102 (3,21) the sample count is 1 to 128
Texture2DMS<float4, 0> Color : register(t0);
[shader("pixel")]
float4 main() : SV_Target { return 0; }
