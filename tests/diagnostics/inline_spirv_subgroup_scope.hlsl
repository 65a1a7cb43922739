// ARGS: -T cs_6_0 --target wgsl -Vd
// EXPECT: PRISM5300 (15,15) inline SPIR-V OpGroupNonUniformIAdd (from 'groupAdd') has no WGSL equivalent: its execution scope must be the constant Subgroup (3)
// A group operation is lifted at Subgroup scope only (the text targets
// have subgroup operations, no workgroup ones). (Vulkan's SPIR-V allows
// only Subgroup too: -Vd here, to see the WGSL diagnostic alone.)
[[vk::ext_capability(/* GroupNonUniformArithmetic */ 63)]]
[[vk::ext_instruction(/* OpGroupNonUniformIAdd */ 349)]]
uint groupAdd(uint scope, [[vk::ext_literal]] uint operation, uint v);

RWStructuredBuffer<uint> buf;

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    buf[gi] = groupAdd(/* Workgroup */ 2, /* Reduce */ 0, gi);
}
