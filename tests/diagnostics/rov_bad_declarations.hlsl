// ARGS: -T ps_6_0 -E main
// RasterizerOrdered* are checked as their RW twins, and messages name them
// as written.
// EXPECT: PRISM3022 (9,53) 'Wrong' ... is bound with a 'u' register, not 't'; write register(u0)
// EXPECT: PRISM3010 (10,1) 'RasterizerOrderedStructuredBuffer' needs an element type
// EXPECT: PRISM3012 (11,1) 'RasterizerOrderedBuffer' cannot hold 'float4x4'
// EXPECT: PRISM3511 (16,29) cannot convert from 'RasterizerOrderedTexture2D<float4>' to 'RWTexture2D<float4>'
// EXPECT: PRISM3006 (12,1) 'RasterizerOrderedTexture2D' takes one element type
RasterizerOrderedTexture2D<float4> Wrong : register(t0);
RasterizerOrderedStructuredBuffer Bare : register(u2);
RasterizerOrderedBuffer<float4x4> Mat : register(u3);
RasterizerOrderedTexture2D<float4, 4> TwoArgs : register(u4);

float4 main(float4 pos : SV_Position) : SV_Target
{
    RWTexture2D<float4> t = Wrong;
    return 0;
}
