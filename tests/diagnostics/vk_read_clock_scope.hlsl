// vk::ReadClock reads the Subgroup or the Device clock, named by a constant:
// VK_KHR_shader_clock has no other scope, and SPIR-V's Scope is a constant.
// EXPECT: PRISM3720 (11,28) the workgroup clock
// EXPECT: PRISM3720 (12,28) not a constant
// EXPECT: PRISM3500 (14,14) undeclared
RWStructuredBuffer<uint64_t> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    Out[0] = vk::ReadClock(vk::WorkgroupScope);
    Out[1] = vk::ReadClock(gi);
    Out[2] = vk::ReadClock(1);
    Out[3] = vk::NoScope;
}
