// [[vk::ext_instruction(N, "set")]] of a set other than GLSL.std.450: the
// DXC wiki's FMin3AMD, OpExtInst of an OpExtInstImport of
// "SPV_AMD_shader_trinary_minmax", whose OpExtension the declaration
// names. Only GLSL.std.450 is lifted to the text targets.
// MSL: PRISM5490 (19,13) inline SPIR-V SPV_AMD_shader_trinary_minmax FMin3AMD (from 'FMin3AMD') has no MSL equivalent
// WGSL: PRISM5300 (19,13) inline SPIR-V SPV_AMD_shader_trinary_minmax FMin3AMD (from 'FMin3AMD') has no WGSL equivalent
[[vk::ext_extension("SPV_AMD_shader_trinary_minmax")]]
[[vk::ext_instruction(/* FMin3AMD */ 1, "SPV_AMD_shader_trinary_minmax")]]
float2 FMin3AMD(float2 x, float2 y, float2 z);

[[vk::ext_instruction(/* Sin */ 13, "GLSL.std.450")]]
float2 glsl_sin(float2 x);

RWStructuredBuffer<float2> F;

[numthreads(64, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    F[gi] = FMin3AMD(F[gi], glsl_sin(F[gi + 64]), float2(0.5, 2));
}
