// EXPECT: PRISM4095 (15,9) 'firstOrZero' takes or returns an inline SPIR-V pointer, so Prism inlines it at each call
// A function that takes a vk::WorkgroupSpirvPointer is inlined at each
// call: logical SPIR-V hands a function no pointer but a variable itself
// (without VariablePointers), and DXC inlines every function. Inlining
// needs the function's only return to be its last statement.
#include <vk/spirv.h>
[[vk::ext_instruction(/* OpLoad */ 61)]] int load(vk::WorkgroupSpirvPointer<int> p);

RWStructuredBuffer<int> data;
groupshared int shared_data[64];

int firstOrZero(vk::WorkgroupSpirvPointer<int> p, bool any)
{
    if (!any)
        return 0;
    return load(p);
}

[numthreads(64, 1, 1)]
[shader("compute")]
void main() {
    data[0] = firstOrZero(vk::GetGroupSharedAddress(shared_data[0]), data[1] != 0);
}
