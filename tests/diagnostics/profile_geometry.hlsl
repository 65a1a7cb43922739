// ARGS: -T gs_6_0 -E main
// EXPECT: PRISM6060 Geometry shaders (-T gs_6_0) are not supported
// The profiles of the stages Prism does not compile name the stage instead
// of calling the profile unknown.
float4 main(float4 p : POSITION) : SV_Position
{
    return p;
}
