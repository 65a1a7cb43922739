// EXPECT: PRISM4092 (24,17) the method 'bump' passes its parameter 'x' on by reference; make it a free function
// EXPECT: PRISM4093 (14,3) [[vk::ext_decorate]] on 'gScale', a member of a constant buffer: Prism decorates whole variables only
// A method handing its inout parameter to a [[vk::ext_reference]] operand
// would have to be inlined with its object, which Prism does for free
// functions only. A global without `static` is a member of $Globals, not
// a variable of its own, so there is no variable to decorate.
[[vk::ext_instruction(/* OpAtomicIAdd */ 234)]]
uint atomic_add([[vk::ext_reference]] uint p, uint scope, uint sem, uint v);

struct Counter {
    uint bump(inout uint x) { return atomic_add(x, 1, 0, 1); }
};

[[vk::ext_decorate(/* RelaxedPrecision */ 0)]]
float gScale;

RWStructuredBuffer<uint> Out;
groupshared uint shared_count;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    Counter c;
    Out[gi] = c.bump(shared_count) + (uint)gScale;
}
