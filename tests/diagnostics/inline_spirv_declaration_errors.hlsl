// EXPECT: PRISM3301 (10,23) 'vk::ext_instruction': 70000 is out of range for a SPIR-V opcode (0 to 65535)
// EXPECT: PRISM3302 (12,23) 'vk::ext_instruction' takes a string literal here
// EXPECT: PRISM3300 (14,3) 'vk::ext_capability' takes one capability number
// EXPECT: PRISM3321 (17,1) 'make_type' is declared [[vk::ext_type_def]], which defines a type and returns nothing
// EXPECT: PRISM3309 (19,3) 'both' is declared both [[vk::ext_instruction]] and [[vk::ext_type_def]]
// EXPECT: PRISM3324 (26,29) 'r' is a vk::ext_result_id<T>, the result <id> of an inline SPIR-V instruction, which has no storage
// The declaration attributes' arguments: an opcode is 16 bits, a set a
// string; a type definition returns void; a function is one kind of
// inline SPIR-V; a result <id> is initialized.
[[vk::ext_instruction(70000)]] uint big(uint v);
[[vk::ext_instruction(/* Sin */ 13,
                      GLSL)]] float s(float v);
static const uint GLSL = 1;
[[vk::ext_capability]]
void needs();
[[vk::ext_type_def(0, /* OpTypeInt */ 21)]]
uint make_type([[vk::ext_literal]] uint bits);
[[vk::ext_instruction(/* OpNop */ 0)]]
[[vk::ext_type_def(1, 21)]] void both();

RWStructuredBuffer<uint> buf;

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    vk::ext_result_id<uint> r;
    buf[gi] = gi;
}
