// -fspv-extension lists the only SPIR-V extensions the module may use:
// what needs another is an error that names it (DXC).
// ARGS: -T vs_6_0 -fspv-target-env=vulkan1.0 -fspv-extension=SPV_KHR_16bit_storage
// EXPECT: PRISM5062 SPV_KHR_shader_draw_parameters for BaseVertex
[shader("vertex")]
float4 main(float3 p : POSITION, [[vk::builtin("BaseVertex")]] uint b : BASEVERTEX) : SV_Position
{
    return float4(p, float(b));
}
