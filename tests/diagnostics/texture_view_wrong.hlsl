// ARGS: -T ps_6_0
// EXPECT: PRISM3563 (8,14) RW textures have one level
// EXPECT: PRISM3563 (8,41) only multisampled textures have samples
RWTexture2D<float4> Out : register(u0);
Texture2D<float4> Tex : register(t1);
[shader("pixel")]
float4 main(float4 pos : SV_Position) : SV_Target
{ return Out.mips[0][uint2(0, 0)] + Tex.sample[0][uint2(0, 0)]; }
