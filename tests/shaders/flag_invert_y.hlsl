// -fvk-invert-y (DXC: "Negate SV_Position.y before writing to stage output
// in VS ... to accommodate Vulkan's coordinate system"): the SPIR-V stores
// (x, -y, z, w); Metal and WebGPU have D3D's y, unchanged.
// ARGS: -T vs_6_0 -fvk-invert-y
[shader("vertex")]
float4 main(float3 p : POSITION) : SV_Position
{
    return float4(p, 1.0);
}
