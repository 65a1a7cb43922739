// EXPECT: PRISM3308 (11,3) [[vk::ext_literal]] does not apply to a function
// EXPECT: PRISM3308 (14,3) [[vk::ext_instruction]] does not apply to a global variable
// EXPECT: PRISM3308 (17,51) [[vk::ext_decorate]] does not apply to an operand of an inline SPIR-V instruction
// EXPECT: PRISM3323 (20,7) [[vk::ext_decorate_id]] on 'f': SPIR-V has no OpMemberDecorateId
// EXPECT: PRISM3328 (24,3) [[vk::ext_decorate]] on function 'touch' decorates the stage variables of an entry point's return value, and it returns nothing
// EXPECT-WARNING: PRISM3327 (27,10) [[vk::ext_storage_class]] on parameter 'x' is ignored, as DXC ignores it
// Each vk::ext_* attribute has its place; elsewhere it is an error (it
// would change what the code means, so it is never just ignored), except
// ext_storage_class on a parameter, which DXC accepts and ignores: a
// warning.
[[vk::ext_literal]]
uint f(uint x) { return x; }

[[vk::ext_instruction(128)]]
static uint g;

[[vk::ext_instruction(/* OpNot */ 200)]] uint h([[vk::ext_decorate(/* Restrict */ 19)]] uint x);

struct S {
    [[vk::ext_decorate_id(/* UniformId */ 27, /* Subgroup */ 3)]]
    uint f;
};

[[vk::ext_decorate(/* RelaxedPrecision */ 0)]]
void touch() {}

uint k([[vk::ext_storage_class(/* Private */ 6)]] uint x) { return x; }

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    S s;
    s.f = gi;
    touch();
    g = f(s.f) + h(gi) + k(gi);
}
