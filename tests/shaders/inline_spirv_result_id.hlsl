// The DXC wiki's vk::ext_result_id<T> example: OpLoad into a result <id>
// (no variable), handed to OpStore with a Volatile memory operand
// (literals: [[vk::ext_literal]]). Volatile has no MSL or WGSL form.
// MSL: PRISM5490 (20,5) inline SPIR-V OpStore (from 'store') has no MSL equivalent: its memory operands
// WGSL: PRISM5300 (20,5) inline SPIR-V OpStore (from 'store') has no WGSL equivalent: its memory operands
[[vk::ext_instruction(/* OpLoad */ 61)]]
vk::ext_result_id<float> load([[vk::ext_reference]] float pointer, [[vk::ext_literal]] int memoryOperands);

[[vk::ext_instruction(/* OpStore */ 62)]]
void store([[vk::ext_reference]] float pointer, vk::ext_result_id<float> value, [[vk::ext_literal]] int memoryOperands);

RWStructuredBuffer<float> F;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    float foo = F[gi], bar;
    vk::ext_result_id<float> foo_value = load(foo, /* None */ 0x0);
    store(bar, foo_value, /* Volatile */ 0x1);
    store(F[gi + 8], foo_value, /* Volatile */ 0x1);
}
