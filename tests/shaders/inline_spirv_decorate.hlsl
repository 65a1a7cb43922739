// vk::ext_decorate(d, literals...), ext_decorate_id(d, constants...) and
// ext_decorate_string(d, strings...) on global variables: OpDecorate,
// OpDecorateId and OpDecorateString of the variable. Restrict and
// RelaxedPrecision only promise or hint, so the text targets drop them;
// UniformId and UserSemantic they cannot keep.
// MSL: PRISM5492 (13,3) 'B' has the decoration UniformId (vk::ext_decorate_id), which MSL has no equivalent for
// MSL: PRISM5492 (14,3) 'B' has the decoration UserSemantic (vk::ext_decorate_string), which MSL has no equivalent for
// WGSL: PRISM5302 (13,3) 'B' has the decoration UniformId (vk::ext_decorate_id), which WGSL has no equivalent for
// WGSL: PRISM5302 (14,3) 'B' has the decoration UserSemantic (vk::ext_decorate_string), which WGSL has no equivalent for
[[vk::ext_decorate(/* Restrict */ 19)]]
RWStructuredBuffer<uint> A;

[[vk::ext_decorate_id(/* UniformId */ 27, /* Subgroup */ 3)]]
[[vk::ext_decorate_string(/* UserSemantic */ 5635, "the output")]]
[[vk::ext_extension("SPV_GOOGLE_hlsl_functionality1")]]
RWStructuredBuffer<uint> B;

[[vk::ext_decorate(/* RelaxedPrecision */ 0)]]
static float scale = 0.5;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    B[gi] = A[gi] + (uint)(scale * gi);
}
