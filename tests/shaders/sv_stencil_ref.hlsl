// ARGS: -T ps_6_0 -E main
// WGSL: PRISM5320 (9,20) WGSL cannot write the stencil reference
// SV_StencilRef: SPIR-V FragStencilRefEXT (SPV_EXT_shader_stencil_export,
// StencilExportEXT, StencilRefReplacingEXT), Metal [[stencil]]; WebGPU
// sets the reference from the API only, so WGSL is a diagnostic.
struct PSOut
{
    float4 color : SV_Target;
    uint stencil : SV_StencilRef;
};

PSOut main(float4 pos : SV_Position)
{
    PSOut o;
    o.color = pos;
    o.stencil = (uint)pos.x & 0xffu;
    return o;
}
