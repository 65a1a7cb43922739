// ARGS: -T vs_6_0 -E main -fspv-target-env=vulkan1.1
// WGSL: PRISM5320 (10,18) WGSL cannot choose or read the render target array layer
// WGSL: PRISM5320 (11,14) WGSL has one viewport and no viewport index
// Before SPIR-V 1.5 (vulkan1.1) a vertex shader writes Layer and
// ViewportIndex through SPV_EXT_shader_viewport_index_layer
// (ShaderViewportIndexLayerEXT), as DXC does.
struct VSOut
{
    float4 pos : SV_Position;
    uint layer : SV_RenderTargetArrayIndex;
    int vp : SV_ViewportArrayIndex;
};

VSOut main(float4 p : POSITION, uint instance : SV_InstanceID)
{
    VSOut o;
    o.pos = p;
    o.layer = instance;
    o.vp = (int)instance - 1;
    return o;
}
