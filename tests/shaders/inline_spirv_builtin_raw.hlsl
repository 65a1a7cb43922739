// ARGS: -T ps_6_0
// vk::ext_builtin_input of a BuiltIn the IR does not know, and
// vk::ext_builtin_output: PointCoord read in a pixel shader, and
// FragStencilRefEXT written (the proposal's example, with the
// execution mode StencilRefReplacingEXT the DXC wiki declares with
// vk::ext_execution_mode). SPIR-V only: the text targets name them.
// MSL: PRISM5492 (14,21) 'gl_PointCoord' has BuiltIn PointCoord (vk::ext_builtin_input), which MSL has no equivalent for
// MSL: PRISM5492 (19,12) 'gl_FragStencilRefARB' has BuiltIn FragStencilRefEXT (vk::ext_builtin_output), which MSL has no equivalent for
// MSL: PRISM5490 (25,5) inline SPIR-V execution mode StencilRefReplacingEXT (from 'vk::ext_execution_mode') has no MSL equivalent
// WGSL: PRISM5302 (14,21) 'gl_PointCoord' has BuiltIn PointCoord (vk::ext_builtin_input), which WGSL has no equivalent for
// WGSL: PRISM5302 (19,12) 'gl_FragStencilRefARB' has BuiltIn FragStencilRefEXT (vk::ext_builtin_output), which WGSL has no equivalent for
// WGSL: PRISM5300 (25,5) inline SPIR-V execution mode StencilRefReplacingEXT (from 'vk::ext_execution_mode') has no WGSL equivalent
[[vk::ext_builtin_input(/* PointCoord */ 16)]]
static const float2 gl_PointCoord;

[[vk::ext_extension("SPV_EXT_shader_stencil_export")]]
[[vk::ext_capability(/* StencilExportEXT */ 5013)]]
[[vk::ext_builtin_output(/* FragStencilRefEXT */ 5014)]]
static int gl_FragStencilRefARB;

[shader("pixel")]
float4 main() : SV_Target {
    [[vk::ext_capability(/* StencilExportEXT */ 5013)]]
    [[vk::ext_extension("SPV_EXT_shader_stencil_export")]]
    vk::ext_execution_mode(/* StencilRefReplacingEXT */ 5027);
    gl_FragStencilRefARB = 7;
    return float4(gl_PointCoord, 0, 1);
}
