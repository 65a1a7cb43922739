// EXPECT: PRISM3753 (13,52) 'vk::ext_execution_mode' takes a constant execution mode and constant integer operands
// EXPECT: PRISM3754 (14,7) [[vk::ext_capability]] on a statement applies to a vk::ext_execution_mode or vk::ext_execution_mode_id call only
// EXPECT: PRISM3753 (16,5) 'vk::ext_execution_mode_id' takes a constant execution mode and constant operands
// vk::ext_execution_mode(_id) takes constants, and [[vk::ext_capability]]
// / [[vk::ext_extension]] on a statement belong to such a call.
RWStructuredBuffer<uint> buf;

[[vk::ext_instruction(/* OpNop */ 0)]] void nop();

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    vk::ext_execution_mode(/* LocalSizeHint */ 18, gi, 1, 1);
    [[vk::ext_capability(/* Int64 */ 11)]] nop();
    buf[gi] = gi;
    vk::ext_execution_mode_id();
}
