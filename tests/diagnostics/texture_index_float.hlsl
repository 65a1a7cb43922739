// ARGS: -T ps_6_0
// EXPECT: PRISM3562 (7,61) the texel coordinate of Texture2D is a uint2
// EXPECT: PRISM3562 (7,71) a Texture2DArray takes the layer too
Texture2D<float4> Tex : register(t0);
Texture2DArray<float4> Arr : register(t1);
[shader("pixel")]
float4 main(float2 uv : TEXCOORD0) : SV_Target { return Tex[uv] + Arr[uint2(0, 0)]; }
