// EXPECT: PRISM4092 (30,17) the method 'bump' passes its parameter 'x' on by reference; make it a free function
// EXPECT: PRISM4096 (18,7) [[vk::ext_decorate]] on function 'twice' decorates an entry point's stage output, but 'twice' is called as an ordinary function
// EXPECT: PRISM4097 (21,6) [[vk::spvexecutionmode]] on 'helper' sets an entry point's execution mode, but 'helper' is called as an ordinary function here
// A method handing its inout parameter to a [[vk::ext_reference]] operand
// would have to be inlined with its object, which Prism does for free
// functions only. [[vk::ext_decorate]] on a function decorates an entry
// point's return value (its stage output variable): an ordinary
// function's result is no variable. [[vk::spvexecutionmode]] is an entry
// point's: a function that is called has none.
[[vk::ext_instruction(/* OpAtomicIAdd */ 234)]]
uint atomic_add([[vk::ext_reference]] uint p, uint scope, uint sem, uint v);

struct Counter {
    uint bump(inout uint x) { return atomic_add(x, 1, 0, 1); }
};

[[vk::ext_decorate(/* RelaxedPrecision */ 0)]]
float twice(float x) { return x * 2; }

[[vk::spvexecutionmode(/* SubgroupUniformControlFlowKHR */ 4421)]]
uint helper(uint i) { return i + 1; }

RWStructuredBuffer<uint> Out;
groupshared uint shared_count;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    Counter c;
    Out[gi] = c.bump(shared_count) + (uint)twice(gi) + helper(gi);
}
