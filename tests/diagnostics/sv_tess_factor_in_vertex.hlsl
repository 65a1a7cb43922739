// ARGS: -T vs_6_0 -E main
// EXPECT: PRISM3356 (8,22) 'SV_TessFactor' is a hull shader output, and Prism does not compile tessellation shaders
// A tessellation system value in a stage Prism compiles names the stage
// it belongs to (no "did you mean").
struct VSOut
{
    float4 pos : SV_Position;
    float edges[3] : SV_TessFactor;
};

VSOut main(float4 p : POSITION)
{
    VSOut o;
    o.pos = p;
    o.edges[0] = o.edges[1] = o.edges[2] = 1.0;
    return o;
}
