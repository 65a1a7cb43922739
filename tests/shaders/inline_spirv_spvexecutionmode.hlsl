// [[vk::spvexecutionmode(mode, literals...)]] on an entry point (HLSL
// proposal 0011; DXC's attribute, which Nabla's shaders use): an
// OpExecutionMode of that entry, as vk::ext_execution_mode(mode, ...)
// called at the top of its body would be, with the extension the entry
// declares. The mode only hints, so MSL and WGSL drop it and compile the
// entry as any.
RWStructuredBuffer<uint> U;

[[vk::ext_extension("SPV_KHR_subgroup_uniform_control_flow")]]
[[vk::spvexecutionmode(/* SubgroupUniformControlFlowKHR */ 4421)]]
[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    U[gi] = WaveActiveSum(gi);
}
