// vk::ext_execution_mode(mode, literals...) inside the entry point:
// SubgroupUniformControlFlowKHR (SPV_KHR_subgroup_uniform_control_flow,
// declared on the call's statement), an OpExecutionMode of the entry. It
// only promises, so the text targets drop it.
RWStructuredBuffer<uint> U;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    [[vk::ext_extension("SPV_KHR_subgroup_uniform_control_flow")]]
    vk::ext_execution_mode(/* SubgroupUniformControlFlowKHR */ 4421);
    U[gi] = gi + 1;
}
