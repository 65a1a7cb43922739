// ARGS: -T lib_6_3
// EXPECT: PRISM5100 the integer input 'gl_SubgroupInvocationID' is read by vertex and pixel entries of this one module
// In one module, a vertex and a pixel entry reaching WaveGetLaneIndex (here
// through a helper both call) would share the SubgroupLocalInvocationId
// variable, which Vulkan wants Flat in the pixel stage and forbids Flat in
// the vertex stage: SPIR-V says so (compile the entries separately).
float lane() { return (float)WaveGetLaneIndex(); }

[shader("vertex")]
float4 vs_main(float4 p : POSITION) : SV_Position
{
    return p * lane();
}

[shader("pixel")]
float4 ps_main(float4 p : SV_Position) : SV_Target
{
    return p * lane();
}
