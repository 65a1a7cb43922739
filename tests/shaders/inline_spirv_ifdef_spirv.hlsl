// ARGS: -T cs_6_0 -fspv-target-env=vulkan1.3
// __spirv__ is defined whatever the targets (docs/inline-spirv.md): the
// language Prism takes is DXC's SPIR-V dialect, as with dxc -spirv, so
// code written for it (DXC's ifdef.spirv test, Nabla's headers) takes its
// SPIR-V branch for every output, and __SPIRV_MAJOR_VERSION__ /
// __SPIRV_MINOR_VERSION__ give the target environment's version (1.6 for
// vulkan1.3). The instruction is one the IR models, so MSL and WGSL have it.
#ifdef __spirv__
[[vk::ext_instruction(/* OpBitReverse */ 204)]]
uint reverse(uint v);
#else
uint reverse(uint v) { return 0; }
#endif

#if !defined(__PRISM__) || __SPIRV_MAJOR_VERSION__ != 1 || __SPIRV_MINOR_VERSION__ != 6
#error "expected Prism and SPIR-V 1.6"
#endif

RWStructuredBuffer<uint> U;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    U[gi] = reverse(gi);
}
