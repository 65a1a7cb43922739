// EXPECT: PRISM5080 (6,11) generated SPIR-V is invalid: Opcode ReadClockKHR requires one of these capabilities: ShaderClockKHR
// The seed: without vk::ext_capability and vk::ext_extension the
// instruction is still written, but the module is invalid, and the
// validator says why.
[[vk::ext_instruction(/* OpReadClockKHR */ 5056)]]
uint32_t2 readClock(uint32_t scope);

RWStructuredBuffer<uint2> buf;

[shader("compute")]
[numthreads(1, 1, 1)]
void main() {
    buf[0] = readClock(/* Device */ 1);
}
