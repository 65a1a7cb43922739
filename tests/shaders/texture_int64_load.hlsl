// ARGS: -T cs_6_6
// glslang: rejects (its HLSL front end has no 64-bit texels: "basic type in texture: Unimplemented")
// Texture2D<uint64_t>, Texture2DArray<int64_t>, Texture2DMS<uint64_t>,
// Texture3D<int64_t>: sampled images of 64-bit ints (Unknown format,
// Int64ImageEXT) read with [], Load, .mips[][] and the sample index,
// sized with GetDimensions: a visibility buffer read back as DXC allows.
// MSL: PRISM5570 MSL 2.4 has no 64-bit textures
// WGSL: PRISM5390 WebGPU has no 64-bit texels
// WGSL: PRISM5200 nor 64-bit integers
Texture2D<uint64_t> Vis : register(t0);
Texture2DArray<int64_t> Layers : register(t1);
Texture2DMS<uint64_t> Samples : register(t2);
Texture3D<int64_t> Vol : register(t3);
RWStructuredBuffer<uint64_t> Out : register(u4);

[shader("compute")]
[numthreads(8, 8, 1)]
void main(uint3 i : SV_DispatchThreadID)
{
    uint w, h, levels;
    Vis.GetDimensions(1, w, h, levels);
    uint64_t v = Vis[i.xy] + Vis.Load(int3(i.xy, 1)) + Vis.mips[levels - 1][i.xy >> 2];
    int64_t l = Layers.Load(int4(i.xy, i.z, 0)) - Vol[i];
    Out[i.y * 8 + i.x] = v + (uint64_t)l + Samples.Load(int2(i.xy), 3) + Samples.sample[1][i.yx] + w;
}
