// EXPECT: PRISM4090 (13,9) 'add_once' passes its parameter 'p' on by reference, so Prism inlines it at each call, which needs its only return to be its last statement
// EXPECT: PRISM4091 (23,17) argument 1 of 'add_one' is passed on by reference, so it must be a 'uint' itself, not 'int'
// A function handing its inout parameter to a [[vk::ext_reference]]
// operand is inlined at each call, its parameter bound to the caller's
// place: so it returns at its end only, and the argument has its type.
[[vk::ext_instruction(/* OpAtomicIAdd */ 234)]]
uint atomicAdd([[vk::ext_reference]] uint ptr, uint scope, uint semantics, uint value);

uint add_one(inout uint p) { return atomicAdd(p, 1, 0, 1); }

uint add_once(inout uint p, bool go) {
    if (!go)
        return 0;
    return atomicAdd(p, 1, 0, 1);
}

RWStructuredBuffer<uint> buf;
RWStructuredBuffer<int> ibuf;

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    add_one(ibuf[0]);
    buf[gi] = add_once(buf[1], gi < 4);
}
