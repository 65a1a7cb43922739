// [numthreads] with specialization constants: before SPIR-V 1.6 (this is
// vulkan1.2) LocalSize holds the defaults and a WorkgroupSize-decorated
// OpSpecConstantComposite the constants; WGSL's @workgroup_size takes the
// overrides (a signed one converted to u32, the literal a u32); Metal sets
// the group size when it dispatches, so only reflection says it.
// Reflection: workgroupSize [8, 2, 1], workgroupSizeSpecIds [0, 1, null].
[[vk::constant_id(0)]] const uint SX = 8;
[[vk::constant_id(1)]] const int SY = 2;

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(SX, SY, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    Out[id.x + id.y * 64] = gi;
}
