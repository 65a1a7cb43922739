// vk::ext_capability and vk::ext_extension are declared only when the
// function carrying them is called (DXC: "They're only emitted if the
// function is actually called"): the OpNop declaring Int64 is called,
// the one declaring Float64 is not. OpNop lifts to nothing on the text
// targets (an idiom for declaring capabilities, as in Oxc's headers).
[[vk::ext_capability(/* Int64 */ 11)]]
[[vk::ext_instruction(/* OpNop */ 0)]]
void declare_int64();

[[vk::ext_capability(/* Float64 */ 10)]]
[[vk::ext_extension("SPV_KHR_never_called")]]
[[vk::ext_instruction(/* OpNop */ 0)]]
void declare_float64();

RWStructuredBuffer<uint> U;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    declare_int64();
    U[gi] = gi;
}
