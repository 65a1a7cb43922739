// WGSL: PRISM5232 (7,21) WebGPU has no storage format for float3
// WGSL: PRISM5232 (8,56) r11g11b10f is no WebGPU storage format
// WGSL: PRISM5233 (9,21) read_write storage textures are r32 only in WebGPU
// Storage textures WebGPU cannot declare: an element type with no inferred
// format, a format WebGPU lacks, and read-write access to a 4-component
// format (SPIR-V and MSL take them all).
RWTexture2D<float3> NoFormat : register(u0);
[[vk::image_format("r11g11b10f")]] RWTexture2D<float3> Packed : register(u1);
RWTexture2D<float4> ReadWrite : register(u2);

[shader("compute")]
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    NoFormat[id.xy] = float3(id);
    Packed[id.xy] = float3(id) * 0.5;
    ReadWrite[id.xy] = ReadWrite[id.xy] * 2.0;
}
