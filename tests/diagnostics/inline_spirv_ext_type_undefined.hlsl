// EXPECT: PRISM3319 (12,5) vk::ext_type<7> is used, but no call of a function declared [[vk::ext_type_def(7, ...)]] defines it
// EXPECT: PRISM3320 (14,5) vk::ext_type<1> is defined again with other operands (first defined on line 13)
// vk::ext_type<N> names the type a [[vk::ext_type_def(N, opcode)]] call
// defines: one id, one type.
[[vk::ext_type_def(1, /* OpTypeInt */ 21)]]
void createTypeInt([[vk::ext_literal]] int sizeInBits, [[vk::ext_literal]] int signedness);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    createTypeInt(32, 0);
    vk::ext_type<7> never;
    createTypeInt(32, 0);
    createTypeInt(16, 0);
}
