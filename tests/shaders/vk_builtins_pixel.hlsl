// [[vk::builtin("HelperInvocation")]]: a pixel shader input that says the
// invocation is a helper (SPIR-V HelperInvocation, Volatile from SPIR-V
// 1.6 as DXC does); Metal and WGSL have no such input.
// ARGS: -T ps_6_0 -fspv-target-env=vulkan1.3
// MSL: PRISM5412 (no helper-invocation input in Metal)
// WGSL: PRISM5208 (no helper-invocation input in WebGPU)
[shader("pixel")]
float4 main(float4 pos : SV_Position, [[vk::builtin("HelperInvocation")]] bool helper : HELPER) : SV_Target0
{
    return helper ? float4(0, 0, 0, 0) : pos;
}
