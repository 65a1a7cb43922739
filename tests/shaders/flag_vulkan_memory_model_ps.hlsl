// -fspv-use-vulkan-memory-model on SPIR-V 1.6: HelperInvocation may not be
// decorated Volatile in the Vulkan memory model, so its load says Volatile.
// ARGS: -T ps_6_0 -fspv-target-env=vulkan1.3 -fspv-use-vulkan-memory-model
// MSL: PRISM5412 (no helper-invocation input in Metal)
// WGSL: PRISM5208 (no helper-invocation input in WebGPU)
[shader("pixel")]
float4 main(float4 pos : SV_Position, [[vk::builtin("HelperInvocation")]] bool helper : HELPER) : SV_Target0
{
    return helper ? float4(0, 0, 0, 0) : pos;
}
