// Function templates over inline SPIR-V: a [[vk::ext_instruction]]
// declaration after template<...> is instantiated per argument list like
// any function template (HLSL proposal 0011's SubgroupShuffleINTEL form),
// its T deduced (bitReverse(gi), bitReverse(uint2)), or named when only
// the result type has it (bitcast<float>(u), DXC's opcode_selector.h
// style), or a value parameter that is the opcode itself. The attributes
// may also precede template<...> (the proposal's other spelling). Every
// one is an opcode the IR models, so MSL and WGSL get it too.
template <typename T>
[[vk::ext_instruction(/* OpBitReverse */ 204)]]
T bitReverse(T v);

template <typename R, typename A>
[[vk::ext_instruction(/* OpBitcast */ 124)]]
R bitcast(A a);

template <uint Opcode>
[[vk::ext_instruction(Opcode)]]
uint unary(uint v);

[[vk::ext_instruction(/* OpIAdd */ 128)]]
template <typename T>
T add(T a, T b);

RWStructuredBuffer<uint> U;
RWStructuredBuffer<float> F;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    uint2 r = bitReverse(uint2(gi, gi + 1));
    U[gi] = add(bitReverse(gi), r.y) + unary</* OpNot */ 200>(gi) + add<int>(-1, (int)gi);
    F[gi] = bitcast<float>(U[gi] | 0x3f800000u) + bitcast<float, int>(0x40000000);
}
