// EXPECT: PRISM3751 (12,27) argument 2 of 'extract' is a literal operand, so it must be a compile-time constant
// [[vk::ext_literal]]: the argument is written into the instruction as a
// number, so it must be known when compiling.
[[vk::ext_instruction(/* OpCompositeExtract */ 81)]]
uint extract(uint3 v, [[vk::ext_literal]] uint index);

RWStructuredBuffer<uint> buf;

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
    buf[gi] = extract(id, gi % 3);
}
