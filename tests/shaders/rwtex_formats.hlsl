// [[vk::image_format]] on storage textures and typed buffers (DXC's names):
// formats WebGPU has, written only, so WGSL takes write access.
[[vk::image_format("rgba8")]] RWTexture2D<float4> Ldr : register(u0);
[[vk::image_format("rgba16f")]] RWTexture2D<float4> Hdr : register(u1);
[[vk::image_format("r32ui")]] RWTexture2D<uint> Ids : register(u2);
[[vk::image_format("rgba8snorm")]] RWTexture2D<float4> Normals : register(u3);
[[vk::image_format("rgba16i")]] RWTexture3D<int4> Field : register(u4);

[shader("compute")]
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 c = float4(id.xy / 64.0, 0.5, 1.0);
    Ldr[id.xy] = c;
    Hdr[id.xy] = c * 16.0;
    Ids[id.xy] = id.x + id.y * 64;
    Normals[id.xy] = c * 2.0 - 1.0;
    Field[id] = int4(int3(id), 1) - 4;
}
