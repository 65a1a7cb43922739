// EXPECT: PRISM3306 (10,49) parameter 'v' of 'f1' is 'inout'; an inline SPIR-V operand is a value: write [[vk::ext_reference]] instead
// EXPECT: PRISM3307 (12,44) [[vk::ext_literal]] parameter 'x' has type 'float2'; a literal operand is a scalar
// EXPECT: PRISM3305 (14,53) parameter 'p' cannot be both [[vk::ext_literal]] and [[vk::ext_reference]]
// EXPECT: PRISM3304 (16,7) [[vk::ext_literal]] is for parameters of [[vk::ext_instruction]] functions; 'plain' is not one
// The parameter attributes: an out/inout operand must say it passes a
// pointer, a literal is a scalar, one parameter is one of the two, and
// they belong to inline SPIR-V declarations.
[[vk::ext_instruction(/* OpNop */ 0)]]
void f0();
[[vk::ext_instruction(128)]] uint f1(inout uint v);
[[vk::ext_instruction(128)]]
uint f2(uint a, [[vk::ext_literal]] float2 x);
[[vk::ext_instruction(128)]]
uint f3([[vk::ext_literal, vk::ext_reference]] uint p);
uint plain(
    [[vk::ext_literal]] uint x) { return x; }

RWStructuredBuffer<uint> buf;

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    f0();
    buf[gi] = plain(gi);
}
