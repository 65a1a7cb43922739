// Reference wrappers (lower_inline_spirv.c): a function passing its inout
// parameter on to a [[vk::ext_reference]] operand is inlined at each call
// with the parameter bound to the caller's place; through two levels of
// wrappers, with a loop and locals in the body, the place a buffer element
// or a groupshared array element; and an OpLoad through a reference to a
// struct member of a buffer element.
[[vk::ext_instruction(/* OpAtomicIAdd */ 234)]]
uint atomicAdd([[vk::ext_reference]] uint ptr, uint scope, uint semantics, uint value);

uint addDevice(inout uint p, uint v) { return atomicAdd(p, /* Device */ 1, 0, v); }

uint addTwice(inout uint p, uint v) {
    uint total = 0;
    for (uint k = 0; k < 2; k++)
        total += addDevice(p, v + k);
    return total;
}

uint addGroup(inout uint p) { return atomicAdd(p, /* Workgroup */ 2, 0, 1); }

[[vk::ext_instruction(/* OpLoad */ 61)]]
uint loadThrough([[vk::ext_reference]] uint p);

struct Counters { uint hits; uint misses; };
RWStructuredBuffer<uint> C;
StructuredBuffer<Counters> S;
RWStructuredBuffer<uint> U;
groupshared uint bins[8];

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    if (gi < 8)
        bins[gi] = 0;
    GroupMemoryBarrierWithGroupSync();
    uint a = addTwice(C[0], gi);
    uint b = addGroup(bins[gi % 4]);
    addDevice(C[1], b);
    U[gi] = a + b + loadThrough(S[gi].misses);
}
