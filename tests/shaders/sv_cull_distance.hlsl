// ARGS: -T vs_6_0 -E main
// MSL: PRISM5510 (10,19) Metal has no cull distances
// WGSL: PRISM5320 (10,19) WGSL has no cull distances
// SV_CullDistance: SPIR-V CullDistance (with the CullDistance capability),
// next to a clip distance (the two share the 8 floats D3D and Vulkan allow);
// Metal and WGSL have none, and say what to do instead.
struct VSOut
{
    float4 pos : SV_Position;
    float2 cull : SV_CullDistance;
    float clip : SV_ClipDistance;
};

VSOut main(float4 p : POSITION)
{
    VSOut o;
    o.pos = p;
    o.cull = p.xy;
    o.clip = p.z;
    return o;
}
