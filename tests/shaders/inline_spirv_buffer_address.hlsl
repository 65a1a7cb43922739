// An atomic through a buffer device address, the seed's second reason for
// inline SPIR-V: a PhysicalStorageBuffer pointer type (vk::SpirvType, 8
// bytes, aligned 8), made from a uint64_t address with OpConvertUToPtr
// and handed to OpAtomicIAdd as its Pointer; PhysicalStorageBufferAddresses
// switches the addressing model to PhysicalStorageBuffer64, as in DXC.
// SPIR-V only.
// MSL: PRISM5491 (29,21) the inline SPIR-V type vk::SpirvType<OpTypePointer, 8, 8, vk::Literal<5349>, uint> has no MSL equivalent
// WGSL: PRISM5301 (29,21) the inline SPIR-V type vk::SpirvType<OpTypePointer, 8, 8, vk::Literal<5349>, uint> has no WGSL equivalent
[[vk::ext_capability(/* PhysicalStorageBufferAddresses */ 5347)]]
[[vk::ext_extension("SPV_KHR_physical_storage_buffer")]]
typedef vk::SpirvType</* OpTypePointer */ 32, 8, 8,
                      vk::Literal<vk::integral_constant<uint, /* PhysicalStorageBuffer */ 5349> >, uint> UintAddress;

[[vk::ext_capability(/* Int64 */ 11)]]
[[vk::ext_instruction(/* OpConvertUToPtr */ 120)]]
UintAddress toPointer(uint64_t address);

[[vk::ext_instruction(/* OpAtomicIAdd */ 234)]]
uint atomicAddThrough(UintAddress p, uint scope, uint semantics, uint value);

struct Params { uint64_t counter; };
ConstantBuffer<Params> params;
RWStructuredBuffer<uint> U;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    uint64_t address = params.counter;
    UintAddress p = toPointer(address);
    U[gi] = atomicAddThrough(p, /* Device */ 1, 0, 1);
}
