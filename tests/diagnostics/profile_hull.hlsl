// ARGS: -T hs_6_0 -E main
// EXPECT: PRISM6060 Hull shaders (-T hs_6_0) are not supported
// A tessellation stage's profile names the stage, not "unknown target
// profile".
float4 main(float4 p : POSITION) : SV_Position
{
    return p;
}
