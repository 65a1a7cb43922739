// [[vk::builtin("...")]] in a vertex shader (DXC's SPIR-V.rst, "Builtin
// variables"): PointSize (an output), BaseVertex, BaseInstance and
// DrawIndex (inputs: DrawParameters) and DeviceIndex (DeviceGroup). Metal
// has [[point_size]], [[base_vertex]], [[base_instance]] and no draw or
// device index; WebGPU has none of them.
// ARGS: -T vs_6_0
// MSL: PRISM5412 (no draw index or device index in Metal)
// WGSL: PRISM5208 (no point size, draw parameters or device index in WebGPU)
struct VSOut
{
    float4 pos : SV_Position;
    [[vk::builtin("PointSize")]] float size : PSIZE;
    uint tag : TAG;
};

[shader("vertex")]
VSOut main(float3 p : POSITION, uint vid : SV_VertexID,
           [[vk::builtin("BaseVertex")]] uint baseVertex : BASEVERTEX,
           [[vk::builtin("BaseInstance")]] uint baseInstance : BASEINSTANCE,
           [[vk::builtin("DrawIndex")]] uint draw : DRAWINDEX,
           [[vk::builtin("DeviceIndex")]] uint device : DEVICEINDEX)
{
    VSOut o;
    o.pos = float4(p, 1.0);
    o.size = 2.0;
    o.tag = (vid - baseVertex) + baseInstance * 16 + draw * 256 + device * 4096;
    return o;
}
