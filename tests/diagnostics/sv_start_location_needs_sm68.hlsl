// ARGS: -T vs_6_7 -E main
// EXPECT: PRISM3355 (6,35) 'SV_StartInstanceLocation' needs shader model 6.8 or later; the profile is shader model 6.7 (write -T vs_6_8)
// SV_StartVertexLocation and SV_StartInstanceLocation came with shader
// model 6.8; below it the semantic is refused with the profile to write.
[shader("vertex")]
float4 main(uint first_instance : SV_StartInstanceLocation) : SV_Position
{
    return float4(float(first_instance), 0.0, 0.0, 1.0);
}
