// ARGS: -T ds_6_6 -E main
// EXPECT: PRISM6060 Domain shaders (-T ds_6_6) are not supported
float4 main(float4 p : POSITION) : SV_Position
{
    return p;
}
