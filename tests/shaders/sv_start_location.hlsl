// ARGS: -T vs_6_8 -E main
// Shader model 6.8's SV_StartVertexLocation and SV_StartInstanceLocation:
// the draw's first vertex (the vertex offset of an indexed draw) and
// first instance, which SV_VertexID and SV_InstanceID do not subtract on
// Vulkan. SPIR-V BaseVertex and BaseInstance (DrawParameters), Metal
// [[base_vertex]] and [[base_instance]]; WebGPU has neither (PRISM5208).
// WGSL: PRISM5208
struct VSOut
{
    float4 pos : SV_Position;
    nointerpolation uint2 ids : IDS;
};

VSOut main(float4 p : POSITION, uint vid : SV_VertexID, uint iid : SV_InstanceID,
           int first_vertex : SV_StartVertexLocation, uint first_instance : SV_StartInstanceLocation)
{
    VSOut o;
    o.pos = p;
    o.ids = uint2(vid - uint(first_vertex), iid - first_instance);
    return o;
}
