// EXPECT: PRISM3508 (15,9) cannot assign to 'p': it is const
// EXPECT: PRISM3021 (17,36) const variable 'q' needs an initializer
// DXC's workgroupspirvpointer.const test: <vk/spirv.h> declares
// WorkgroupSpirvPointer<T> as 'const vk::SpirvOpaqueType<...>', so a
// variable of it is set where it is declared and never assigned again
// (DXC: "cannot assign to variable 'p' with const-qualified type"); a
// const alias makes a const local like 'const' written on it.
#include <vk/spirv.h>
RWStructuredBuffer<int> data;
groupshared int shared_data[64];
[numthreads(64, 1, 1)]
void main() {
    vk::WorkgroupSpirvPointer<int> p = vk::GetGroupSharedAddress(shared_data[0]);
    if (data[0] > 10)
        p = vk::GetGroupSharedAddress(shared_data[1]);
    data[1] = 0;
    vk::WorkgroupSpirvPointer<int> q;
}
