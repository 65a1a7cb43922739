// ARGS: -T vs_6_0 -E main
// EXPECT: PRISM3085 (7,20) 'SV_StencilRef' is not a vertex shader output
// SV_StencilRef is a pixel shader output.
struct VSOut
{
    float4 pos : SV_Position;
    uint stencil : SV_StencilRef;
};
VSOut main(float4 p : POSITION)
{
    VSOut o;
    o.pos = p;
    o.stencil = 1;
    return o;
}
