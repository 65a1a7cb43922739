// ARGS: -T vs_6_0 -E main
// EXPECT-WARNING: PRISM3051 (5,2) attribute [earlydepthstencil] has no effect on vertex entry point 'main'; it applies to pixel shaders
// [earlydepthstencil] on a vertex shader means nothing: a warning, and
// the shader compiles.
[earlydepthstencil]
float4 main(float4 p : POSITION) : SV_Position
{
    return p;
}
