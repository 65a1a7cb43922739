// The DXC wiki's older type definition: [[vk::ext_type_def(id, opcode)]]
// on a function whose call gives the OpType's operands, and
// vk::ext_type<id> naming the type. Here a 64-bit int (OpTypeInt 64 1,
// with the Int64 capability the definition names), and a vector of three
// of it ([[vk::ext_reference]] vk::ext_type<0>: the operand is the type).
// MSL: PRISM5491 (30,25) the inline SPIR-V type vk::ext_type<0> has no MSL equivalent
// MSL: PRISM5491 (32,25) the inline SPIR-V type vk::ext_type<1> has no MSL equivalent
// WGSL: PRISM5301 (30,25) the inline SPIR-V type vk::ext_type<0> has no WGSL equivalent
// WGSL: PRISM5301 (32,25) the inline SPIR-V type vk::ext_type<1> has no WGSL equivalent
[[vk::ext_capability(/* Int64 */ 11)]]
[[vk::ext_type_def(/* id */ 0, /* OpTypeInt */ 21)]]
void createTypeInt([[vk::ext_literal]] int sizeInBits, [[vk::ext_literal]] int signedness);

[[vk::ext_type_def(/* id */ 1, /* OpTypeVector */ 23)]]
void createTypeVector([[vk::ext_reference]] vk::ext_type<0> typeInt, [[vk::ext_literal]] int componentCount);

[[vk::ext_instruction(/* OpSConvert */ 114)]] vk::ext_type<0> widen(int v);
[[vk::ext_instruction(/* OpSConvert */ 114)]] int narrow(vk::ext_type<0> v);
[[vk::ext_instruction(/* OpCompositeConstruct */ 80)]]
vk::ext_type<1> make3(vk::ext_type<0> a, vk::ext_type<0> b, vk::ext_type<0> c);
[[vk::ext_instruction(/* OpCompositeExtract */ 81)]]
vk::ext_type<0> pick(vk::ext_type<1> v, [[vk::ext_literal]] uint index);

RWStructuredBuffer<int> I;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    createTypeInt(64, 1);
    vk::ext_type<0> x = widen(I[gi]);
    createTypeVector(x, 3);
    vk::ext_type<1> v = make3(x, x, widen(-5));
    I[gi] = narrow(pick(v, 2));
}
