// EXPECT: PRISM3308 (8,3) [[vk::ext_literal]] does not apply to a function
// EXPECT: PRISM3308 (11,3) [[vk::ext_instruction]] does not apply to a global variable
// EXPECT: PRISM3308 (14,10) [[vk::ext_decorate]] does not apply to a parameter
// EXPECT: PRISM3323 (17,7) [[vk::ext_decorate_id]] on 'f': SPIR-V has no OpMemberDecorateId
// EXPECT: PRISM3323 (26,7) [[vk::ext_decorate]] on 'local': Prism decorates global variables only
// Each vk::ext_* attribute has its place; elsewhere it is an error (it
// would change what the code means, so it is never just ignored).
[[vk::ext_literal]]
uint f(uint x) { return x; }

[[vk::ext_instruction(128)]]
static uint g;

uint h([[vk::ext_decorate(/* Restrict */ 19)]] uint x) { return x; }

struct S {
    [[vk::ext_decorate_id(/* UniformId */ 27, /* Subgroup */ 3)]]
    uint f;
};

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    S s;
    s.f = gi;
    [[vk::ext_decorate(/* Restrict */ 19)]] uint local = f(s.f) + h(gi);
    g = local;
}
