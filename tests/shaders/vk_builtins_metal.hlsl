// [[vk::builtin]] that Metal has too: PointSize, BaseVertex and
// BaseInstance are [[point_size]], [[base_vertex]] and [[base_instance]];
// WebGPU has none of them.
// ARGS: -T vs_6_0
// WGSL: PRISM5208 (no point size or draw parameters in WebGPU)
struct VSOut
{
    float4 pos : SV_Position;
    [[vk::builtin("PointSize")]] float size : PSIZE;
};

[shader("vertex")]
VSOut main(float3 p : POSITION, uint vid : SV_VertexID,
           [[vk::builtin("BaseVertex")]] uint baseVertex : BASEVERTEX,
           [[vk::builtin("BaseInstance")]] uint baseInstance : BASEINSTANCE)
{
    VSOut o;
    o.pos = float4(p, float(vid - baseVertex + baseInstance));
    o.size = 4.0;
    return o;
}
