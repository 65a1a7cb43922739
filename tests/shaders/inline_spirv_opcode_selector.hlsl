// <vk/opcode_selector.h>, DXC's header with Prism's own text: the
// arithmetic and conversion instructions as function templates
// (__builtin_spv_IAdd<T>), picked per component type by the class template
// specializations vk::util::ArithmeticSelector<C> and ConversionSelector<S,
// T>, whose static member templates are called with explicit arguments
// (ConversionSelector<uint, float>::Convert<float2>(v)). Every instruction
// is one the IR models: MSL and WGSL lift them.
#include <vk/opcode_selector.h>

RWStructuredBuffer<float> F;
RWStructuredBuffer<int> I;
RWStructuredBuffer<uint> U;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    float2 f = vk::util::ConversionSelector<uint, float>::Convert<float2>(uint2(gi, 3));
    F[gi] = vk::util::ArithmeticSelector<float>::Div(f.x, 2.0f) + vk::util::ArithmeticSelector<float>::Sub(f.y, 1.0f);
    I[gi] = vk::util::ArithmeticSelector<int>::Negate(vk::util::ConversionSelector<uint, int>::Convert<int>(gi));
    uint2 m = vk::util::ArithmeticSelector<uint>::Mul(uint2(gi, 1), uint2(3, 4));
    U[gi] = vk::util::ArithmeticSelector<uint>::Add(m.x, m.y) + __builtin_spv_UDiv(gi, 2u) +
            vk::util::ConversionSelector<float, uint>::Convert<uint>(F[gi]);
}
