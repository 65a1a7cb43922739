// ARGS: -T ps_6_0
// [[vk::ext_decorate(/* BuiltIn */ 11, B)]] on an entry point's input or
// output makes its stage variable that built-in, with no Location, as DXC
// does: Unity's FragSizeEXT input (SPV_EXT_fragment_invocation_density)
// and DXC's spv.intrinsicDecorate test, FragStencilRefEXT as the return
// value with StencilRefReplacingEXT. Reflection names the built-ins.
// Metal and WebGPU have neither: each is reported there.
// MSL: PRISM5492 (18,91) 'in_FRAGSIZE' has BuiltIn FragSizeEXT (vk::ext_decorate), which MSL has no equivalent for
// MSL: PRISM5492 (18,5) 'out_SV_Target0' has BuiltIn FragStencilRefEXT (vk::ext_decorate), which MSL has no equivalent for
// MSL: PRISM5490 (19,5) inline SPIR-V execution mode StencilRefReplacingEXT (from 'vk::ext_execution_mode') has no MSL equivalent
// WGSL: PRISM5302 (18,91) 'in_FRAGSIZE' has BuiltIn FragSizeEXT (vk::ext_decorate), which WGSL has no equivalent for
// WGSL: PRISM5302 (18,5) 'out_SV_Target0' has BuiltIn FragStencilRefEXT (vk::ext_decorate), which WGSL has no equivalent for
// WGSL: PRISM5300 (19,5) inline SPIR-V execution mode StencilRefReplacingEXT (from 'vk::ext_execution_mode') has no WGSL equivalent
[[vk::ext_extension("SPV_EXT_fragment_invocation_density"), vk::ext_capability(/* FragmentDensityEXT */ 5291)]]
[[vk::ext_decorate(/* BuiltIn */ 11, /* FragStencilRefEXT */ 5014)]]
[[vk::ext_extension("SPV_EXT_shader_stencil_export"), vk::ext_capability(/* StencilExportEXT */ 5013)]]
[shader("pixel")]
int main(float4 pos : SV_Position, [[vk::ext_decorate(11, /* FragSizeEXT */ 5292)]] uint2 size : FRAGSIZE) : SV_Target0 {
    vk::ext_execution_mode(/* StencilRefReplacingEXT */ 5027);
    return (int)(size.x * size.y) + (int)pos.x;
}
