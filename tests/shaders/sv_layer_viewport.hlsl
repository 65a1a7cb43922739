// ARGS: -HV 2021
// WGSL: PRISM5320 WGSL cannot choose or read the render target array layer
// WGSL: PRISM5320 WGSL has one viewport and no viewport index
// SV_RenderTargetArrayIndex and SV_ViewportArrayIndex written by a vertex
// shader (SPIR-V 1.5: Layer with ShaderLayer, ViewportIndex with
// ShaderViewportIndex, as DXC for Vulkan 1.2) and read by a pixel shader
// (Layer with Geometry, ViewportIndex with MultiViewport, both Flat);
// Metal's [[render_target_array_index]] and [[viewport_array_index]].
struct VSOut
{
    float4 pos : SV_Position;
    uint layer : SV_RenderTargetArrayIndex;
    uint viewport : SV_ViewportArrayIndex;
};

[shader("vertex")]
VSOut vs_main(float4 p : POSITION, uint instance : SV_InstanceID)
{
    VSOut o;
    o.pos = p;
    o.layer = instance % 6;
    o.viewport = instance / 6;
    return o;
}

[shader("pixel")]
float4 ps_main(VSOut i) : SV_Target
{
    return float4((float)i.layer, (float)i.viewport, i.pos.zw);
}
