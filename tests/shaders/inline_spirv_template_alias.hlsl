// Alias templates of inline SPIR-V types, with operands from their
// parameters: pointer_t<SC, T> spells OpTypePointer with the storage class
// a vk::Literal of a value parameter (Nabla's spirv::pointer_t), array_t
// an OpTypeArray whose length is the <id> of a vk::integral_constant of
// one. A function template deduces T through the alias (load(p) with p a
// pointer_t<4, uint>), and takes the alignment of its OpLoad from a value
// parameter as a [[vk::ext_literal]] default argument. MSL and WGSL lift
// the pointers to the places they copy; the array type is SPIR-V only.
// MSL: PRISM5491 (46,54) the inline SPIR-V type vk::SpirvOpaqueType<OpTypeArray, uint, vk::integral_constant<uint, 4>> has no MSL equivalent
// WGSL: PRISM5301 (46,54) the inline SPIR-V type vk::SpirvOpaqueType<OpTypeArray, uint, vk::integral_constant<uint, 4>> has no WGSL equivalent
template <uint StorageClass, typename T>
using pointer_t = vk::SpirvOpaqueType</* OpTypePointer */ 32,
                                      vk::Literal<vk::integral_constant<uint, StorageClass> >, T>;

template <typename T, uint N>
using array_t = vk::SpirvOpaqueType</* OpTypeArray */ 28, T, vk::integral_constant<uint, N> >;

template <typename T>
[[vk::ext_instruction(/* OpCopyObject */ 83)]]
pointer_t</* Workgroup */ 4, T> addressOf([[vk::ext_reference]] T v);

template <typename T, uint Alignment = 4>
[[vk::ext_instruction(/* OpLoad */ 61)]]
T load(pointer_t<4, T> p, [[vk::ext_literal]] uint memoryAccess = /* Aligned */ 2,
       [[vk::ext_literal]] uint alignment = Alignment);

template <uint StorageClass, typename T>
[[vk::ext_instruction(/* OpStore */ 62)]]
void store(pointer_t<StorageClass, T> p, T value);

[[vk::ext_instruction(/* OpCompositeConstruct */ 80)]]
array_t<uint, 4> makeArray(uint a, uint b, uint c, uint d);
[[vk::ext_instruction(/* OpCompositeExtract */ 81)]]
uint element(array_t<uint, 4> a, [[vk::ext_literal]] uint index);

groupshared uint shared;
RWStructuredBuffer<uint> U;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    if (gi == 0)
        store(addressOf(shared), 7u);
    GroupMemoryBarrierWithGroupSync();
    uint wide = load<uint, 16>(addressOf(shared));
    U[gi] = load(addressOf(shared)) + wide + element(makeArray(gi, 1, 2, 3), 0);
}
