// EXPECT: PRISM3314 (11,9) vk::SpirvType takes <opcode, size, alignment, operands...>
// EXPECT: PRISM3314 (12,30) vk::SpirvType takes a size above 0 and an alignment that is a power of two
// EXPECT: PRISM3315 (13,33) operand 1 of vk::SpirvOpaqueType must be a type, vk::Literal<vk::integral_constant<T, v> >
// EXPECT: PRISM3317 (14,33) vk::Literal takes one vk::integral_constant<T, v>
// EXPECT: PRISM3316 (15,55) vk::integral_constant takes <T, v>: T a bool or integer scalar type
// EXPECT: PRISM3318 (16,9) 'vk::integral_constant' is an operand of vk::SpirvType and vk::SpirvOpaqueType, not a type of its own
// EXPECT: PRISM3301 (17,29) 'vk::SpirvOpaqueType': 70000 is out of range for an OpType opcode (0 to 65535)
// vk::SpirvType<opcode, size, alignment, operands...> and
// vk::SpirvOpaqueType<opcode, operands...>: their arguments, and what an
// operand may be (HLSL proposal 0011, "Types").
typedef vk::SpirvType<21> t1;
typedef vk::SpirvType<21, 3, 3, vk::Literal<vk::integral_constant<uint, 8> > > t2;
typedef vk::SpirvOpaqueType<21, 8> t3;
typedef vk::SpirvOpaqueType<21, vk::Literal<uint> > t4;
typedef vk::SpirvOpaqueType<21, vk::integral_constant<float, 1> > t5;
typedef vk::integral_constant<uint, 1> t6;
typedef vk::SpirvOpaqueType<70000> t7;

RWStructuredBuffer<uint> buf;

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    buf[gi] = gi;
}
