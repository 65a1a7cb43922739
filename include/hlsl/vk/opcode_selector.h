// <vk/opcode_selector.h>: Prism's own version of DXC's header of that name
// (tools/clang/lib/Headers/hlsl/vk/opcode_selector.h), with its names:
// the SPIR-V arithmetic and conversion instructions as function templates
// (__builtin_spv_IAdd<T>(a, b) ...), and vk::util::ArithmeticSelector<C> /
// ConversionSelector<S, T>, which pick the instruction for a component
// type. Embedded like <vk/spirv.h>. Needs HLSL 2021 (templates).
//
// Prism's half is float without -enable-16bit-types (DXC keeps them apart
// as types), so the half selectors exist with 16-bit types only; without
// them ArithmeticSelector<half> is the float one, which is the same thing.
#ifndef _HLSL_VK_KHR_OPCODE_SELECTOR_H_
#define _HLSL_VK_KHR_OPCODE_SELECTOR_H_

// One operand, the result of its type: OpCopyObject, OpSNegate, OpFNegate.
#define PRISM_SPV_UNARY(name, opcode)                                          \
  template <typename ResultType>                                               \
  [[vk::ext_instruction(opcode)]] ResultType __builtin_spv_##name(             \
      ResultType a)

PRISM_SPV_UNARY(CopyObj, /* OpCopyObject */ 83);
PRISM_SPV_UNARY(SNegate, /* OpSNegate */ 126);
PRISM_SPV_UNARY(FNegate, /* OpFNegate */ 127);

// A conversion: the result type is named, __builtin_spv_UConvert<uint64_t>(x).
#define PRISM_SPV_CONVERSION(name, opcode)                                     \
  template <typename ResultType, typename OperandType>                         \
  [[vk::ext_instruction(opcode)]] ResultType __builtin_spv_##name(             \
      OperandType a)

PRISM_SPV_CONVERSION(ConvertFtoU, /* OpConvertFToU */ 109);
PRISM_SPV_CONVERSION(ConvertFtoS, /* OpConvertFToS */ 110);
PRISM_SPV_CONVERSION(ConvertSToF, /* OpConvertSToF */ 111);
PRISM_SPV_CONVERSION(ConvertUToF, /* OpConvertUToF */ 112);
PRISM_SPV_CONVERSION(UConvert, /* OpUConvert */ 113);
PRISM_SPV_CONVERSION(SConvert, /* OpSConvert */ 114);
PRISM_SPV_CONVERSION(FConvert, /* OpFConvert */ 115);
PRISM_SPV_CONVERSION(Bitcast, /* OpBitcast */ 124);

// Two operands and the result of one type.
#define PRISM_SPV_BINARY(name, opcode)                                         \
  template <typename ResultType>                                               \
  [[vk::ext_instruction(opcode)]] ResultType __builtin_spv_##name(             \
      ResultType a, ResultType b)

PRISM_SPV_BINARY(IAdd, /* OpIAdd */ 128);
PRISM_SPV_BINARY(FAdd, /* OpFAdd */ 129);
PRISM_SPV_BINARY(ISub, /* OpISub */ 130);
PRISM_SPV_BINARY(FSub, /* OpFSub */ 131);
PRISM_SPV_BINARY(IMul, /* OpIMul */ 132);
PRISM_SPV_BINARY(FMul, /* OpFMul */ 133);
PRISM_SPV_BINARY(UDiv, /* OpUDiv */ 134);
PRISM_SPV_BINARY(SDiv, /* OpSDiv */ 135);
PRISM_SPV_BINARY(FDiv, /* OpFDiv */ 136);

#undef PRISM_SPV_UNARY
#undef PRISM_SPV_CONVERSION
#undef PRISM_SPV_BINARY

namespace vk {
namespace util {

// ArithmeticSelector<C>::Add<T>(a, b) and so on: the instruction for
// component type C, for T a scalar, a vector or a cooperative matrix of C.
template <class ComponentType> class ArithmeticSelector;

#define PRISM_ARITHMETIC(Component, Negate_, Add_, Sub_, Mul_, Div_)           \
  template <> class ArithmeticSelector<Component> {                            \
    template <class T> static T Negate(T a) { return Negate_(a); }             \
    template <class T> static T Add(T a, T b) { return Add_(a, b); }           \
    template <class T> static T Sub(T a, T b) { return Sub_(a, b); }           \
    template <class T> static T Mul(T a, T b) { return Mul_(a, b); }           \
    template <class T> static T Div(T a, T b) { return Div_(a, b); }           \
  };
#define PRISM_FLOAT_ARITHMETIC(Component)                                      \
  PRISM_ARITHMETIC(Component, __builtin_spv_FNegate, __builtin_spv_FAdd,       \
                   __builtin_spv_FSub, __builtin_spv_FMul, __builtin_spv_FDiv)
#define PRISM_INT_ARITHMETIC(Component, Div_)                                  \
  PRISM_ARITHMETIC(Component, __builtin_spv_SNegate, __builtin_spv_IAdd,       \
                   __builtin_spv_ISub, __builtin_spv_IMul, Div_)

#if __HLSL_ENABLE_16_BIT
PRISM_FLOAT_ARITHMETIC(half)
PRISM_INT_ARITHMETIC(int16_t, __builtin_spv_SDiv)
PRISM_INT_ARITHMETIC(uint16_t, __builtin_spv_UDiv)
#endif
PRISM_FLOAT_ARITHMETIC(float)
PRISM_FLOAT_ARITHMETIC(double)
PRISM_INT_ARITHMETIC(int32_t, __builtin_spv_SDiv)
PRISM_INT_ARITHMETIC(int64_t, __builtin_spv_SDiv)
PRISM_INT_ARITHMETIC(uint32_t, __builtin_spv_UDiv)
PRISM_INT_ARITHMETIC(uint64_t, __builtin_spv_UDiv)

// ConversionSelector<S, T>::Convert<To>(x): the conversion instruction
// from component type S to T (SPIR-V 3.52.11), x and To a scalar, vector
// or cooperative matrix of them with one component count.
template <class SourceType, class TargetType> class ConversionSelector;

#define PRISM_CONVERSION(Source, Target, Op)                                   \
  template <> class ConversionSelector<Source, Target> {                       \
    template <class T, class S> static T Convert(S a) { return Op<T>(a); }     \
  };

#if __HLSL_ENABLE_16_BIT
PRISM_CONVERSION(uint16_t, uint16_t, __builtin_spv_CopyObj)
PRISM_CONVERSION(uint16_t, int16_t, __builtin_spv_Bitcast)
PRISM_CONVERSION(uint16_t, uint32_t, __builtin_spv_UConvert)
PRISM_CONVERSION(uint16_t, int32_t, __builtin_spv_SConvert)
PRISM_CONVERSION(uint16_t, uint64_t, __builtin_spv_UConvert)
PRISM_CONVERSION(uint16_t, int64_t, __builtin_spv_SConvert)
PRISM_CONVERSION(uint16_t, half, __builtin_spv_ConvertUToF)
PRISM_CONVERSION(uint16_t, float, __builtin_spv_ConvertUToF)
PRISM_CONVERSION(uint16_t, double, __builtin_spv_ConvertUToF)
PRISM_CONVERSION(int16_t, uint16_t, __builtin_spv_Bitcast)
PRISM_CONVERSION(int16_t, int16_t, __builtin_spv_CopyObj)
PRISM_CONVERSION(int16_t, uint32_t, __builtin_spv_UConvert)
PRISM_CONVERSION(int16_t, int32_t, __builtin_spv_SConvert)
PRISM_CONVERSION(int16_t, uint64_t, __builtin_spv_UConvert)
PRISM_CONVERSION(int16_t, int64_t, __builtin_spv_SConvert)
PRISM_CONVERSION(int16_t, half, __builtin_spv_ConvertSToF)
PRISM_CONVERSION(int16_t, float, __builtin_spv_ConvertSToF)
PRISM_CONVERSION(int16_t, double, __builtin_spv_ConvertSToF)
PRISM_CONVERSION(uint32_t, uint16_t, __builtin_spv_UConvert)
PRISM_CONVERSION(uint32_t, int16_t, __builtin_spv_SConvert)
PRISM_CONVERSION(int32_t, uint16_t, __builtin_spv_UConvert)
PRISM_CONVERSION(int32_t, int16_t, __builtin_spv_SConvert)
PRISM_CONVERSION(uint64_t, uint16_t, __builtin_spv_UConvert)
PRISM_CONVERSION(uint64_t, int16_t, __builtin_spv_SConvert)
PRISM_CONVERSION(int64_t, uint16_t, __builtin_spv_UConvert)
PRISM_CONVERSION(int64_t, int16_t, __builtin_spv_SConvert)
PRISM_CONVERSION(half, uint16_t, __builtin_spv_ConvertFtoU)
PRISM_CONVERSION(half, int16_t, __builtin_spv_ConvertFtoS)
PRISM_CONVERSION(float, uint16_t, __builtin_spv_ConvertFtoU)
PRISM_CONVERSION(float, int16_t, __builtin_spv_ConvertFtoS)
PRISM_CONVERSION(double, uint16_t, __builtin_spv_ConvertFtoU)
PRISM_CONVERSION(double, int16_t, __builtin_spv_ConvertFtoS)
PRISM_CONVERSION(half, uint32_t, __builtin_spv_ConvertFtoU)
PRISM_CONVERSION(half, int32_t, __builtin_spv_ConvertFtoS)
PRISM_CONVERSION(half, uint64_t, __builtin_spv_ConvertFtoU)
PRISM_CONVERSION(half, int64_t, __builtin_spv_ConvertFtoS)
PRISM_CONVERSION(half, half, __builtin_spv_CopyObj)
PRISM_CONVERSION(half, float, __builtin_spv_FConvert)
PRISM_CONVERSION(half, double, __builtin_spv_FConvert)
PRISM_CONVERSION(uint32_t, half, __builtin_spv_ConvertUToF)
PRISM_CONVERSION(int32_t, half, __builtin_spv_ConvertSToF)
PRISM_CONVERSION(uint64_t, half, __builtin_spv_ConvertUToF)
PRISM_CONVERSION(int64_t, half, __builtin_spv_ConvertSToF)
PRISM_CONVERSION(float, half, __builtin_spv_FConvert)
PRISM_CONVERSION(double, half, __builtin_spv_FConvert)
#endif

PRISM_CONVERSION(uint32_t, uint32_t, __builtin_spv_CopyObj)
PRISM_CONVERSION(uint32_t, int32_t, __builtin_spv_Bitcast)
PRISM_CONVERSION(uint32_t, uint64_t, __builtin_spv_UConvert)
PRISM_CONVERSION(uint32_t, int64_t, __builtin_spv_SConvert)
PRISM_CONVERSION(uint32_t, float, __builtin_spv_ConvertUToF)
PRISM_CONVERSION(uint32_t, double, __builtin_spv_ConvertUToF)

PRISM_CONVERSION(int32_t, uint32_t, __builtin_spv_Bitcast)
PRISM_CONVERSION(int32_t, int32_t, __builtin_spv_CopyObj)
PRISM_CONVERSION(int32_t, uint64_t, __builtin_spv_UConvert)
PRISM_CONVERSION(int32_t, int64_t, __builtin_spv_SConvert)
PRISM_CONVERSION(int32_t, float, __builtin_spv_ConvertSToF)
PRISM_CONVERSION(int32_t, double, __builtin_spv_ConvertSToF)

PRISM_CONVERSION(uint64_t, uint32_t, __builtin_spv_UConvert)
PRISM_CONVERSION(uint64_t, int32_t, __builtin_spv_SConvert)
PRISM_CONVERSION(uint64_t, uint64_t, __builtin_spv_CopyObj)
PRISM_CONVERSION(uint64_t, int64_t, __builtin_spv_Bitcast)
PRISM_CONVERSION(uint64_t, float, __builtin_spv_ConvertUToF)
PRISM_CONVERSION(uint64_t, double, __builtin_spv_ConvertUToF)

PRISM_CONVERSION(int64_t, uint32_t, __builtin_spv_UConvert)
PRISM_CONVERSION(int64_t, int32_t, __builtin_spv_SConvert)
PRISM_CONVERSION(int64_t, uint64_t, __builtin_spv_Bitcast)
PRISM_CONVERSION(int64_t, int64_t, __builtin_spv_CopyObj)
PRISM_CONVERSION(int64_t, float, __builtin_spv_ConvertSToF)
PRISM_CONVERSION(int64_t, double, __builtin_spv_ConvertSToF)

PRISM_CONVERSION(float, uint32_t, __builtin_spv_ConvertFtoU)
PRISM_CONVERSION(float, int32_t, __builtin_spv_ConvertFtoS)
PRISM_CONVERSION(float, uint64_t, __builtin_spv_ConvertFtoU)
PRISM_CONVERSION(float, int64_t, __builtin_spv_ConvertFtoS)
PRISM_CONVERSION(float, float, __builtin_spv_CopyObj)
PRISM_CONVERSION(float, double, __builtin_spv_FConvert)

PRISM_CONVERSION(double, uint32_t, __builtin_spv_ConvertFtoU)
PRISM_CONVERSION(double, int32_t, __builtin_spv_ConvertFtoS)
PRISM_CONVERSION(double, uint64_t, __builtin_spv_ConvertFtoU)
PRISM_CONVERSION(double, int64_t, __builtin_spv_ConvertFtoS)
PRISM_CONVERSION(double, float, __builtin_spv_FConvert)
PRISM_CONVERSION(double, double, __builtin_spv_CopyObj)

#undef PRISM_ARITHMETIC
#undef PRISM_FLOAT_ARITHMETIC
#undef PRISM_INT_ARITHMETIC
#undef PRISM_CONVERSION

} // namespace util
} // namespace vk

#endif // _HLSL_VK_KHR_OPCODE_SELECTOR_H_
