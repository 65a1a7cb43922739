// -fvk-support-nonzero-base-instance and -vertex (DXC): SV_InstanceID and
// SV_VertexID count from the draw's first instance and vertex, as in D3D:
// InstanceIndex - BaseInstance, VertexIndex - BaseVertex (DrawParameters;
// under Vulkan 1.0 the SPV_KHR_shader_draw_parameters extension).
// ARGS: -T vs_6_0 -fspv-target-env=vulkan1.0 -fvk-support-nonzero-base-instance -fvk-support-nonzero-base-vertex
struct VSOut
{
    float4 pos : SV_Position;
    uint ids : TEXCOORD0;
};

[shader("vertex")]
VSOut main(float3 p : POSITION, uint vid : SV_VertexID, uint iid : SV_InstanceID)
{
    VSOut o;
    o.pos = float4(p, 1.0);
    o.ids = vid * 1000 + iid;
    return o;
}
