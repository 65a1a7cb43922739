// ARGS: -T cs_6_0 -fspv-target-env=vulkan1.3
// vk::ext_execution_mode_id(mode, constants...): OpExecutionModeId, its
// operands the <id>s of constants (LocalSizeId, SPIR-V 1.6 / Vulkan 1.3,
// next to the LocalSize of [numthreads], as DXC emits it). It sets the
// workgroup size, which MSL and WGSL take from [numthreads] alone.
// MSL: PRISM5490 (13,5) inline SPIR-V execution mode LocalSizeId (from 'vk::ext_execution_mode_id') has no MSL equivalent
// WGSL: PRISM5300 (13,5) inline SPIR-V execution mode LocalSizeId (from 'vk::ext_execution_mode_id') has no WGSL equivalent
RWStructuredBuffer<uint> U;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    vk::ext_execution_mode_id(/* LocalSizeId */ 38, 8u, 1u, 1u);
    U[gi] = gi;
}
