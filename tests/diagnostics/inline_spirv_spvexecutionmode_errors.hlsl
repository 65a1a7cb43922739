// EXPECT: PRISM3329 (12,24) 999999 is not a SPIR-V ExecutionMode
// EXPECT: PRISM3308 (15,3) [[vk::spvexecutionmode]] does not apply to an inline SPIR-V instruction; it goes on an entry point
// EXPECT: PRISM3300 (18,3) 'vk::spvexecutionmode' takes an ExecutionMode, then its literal operands
// EXPECT: PRISM3308 (21,3) [[vk::spvexecutionmode]] does not apply to a global variable; it goes on an entry point
// [[vk::spvexecutionmode]]'s refusals: a mode SPIR-V does not have (DXC:
// "Invalid execution mode operand: 999999"), the attribute on an
// instruction, without a mode, or on a variable.
RWStructuredBuffer<uint> U;

[shader("compute")]
[numthreads(1, 1, 1)]
[[vk::spvexecutionmode(999999)]]
void bad_mode() {}

[[vk::spvexecutionmode(/* DepthLess */ 15)]]
[[vk::ext_instruction(/* OpNot */ 200)]] uint not_(uint v);

[[vk::spvexecutionmode]]
[shader("compute")] [numthreads(1, 1, 1)] void no_mode() {}

[[vk::spvexecutionmode(/* DepthLess */ 15)]]
static uint g;

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) { U[gi] = not_(gi) + g; }
