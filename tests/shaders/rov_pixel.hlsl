// ARGS: -T ps_6_0 -E main
// RasterizerOrdered* in a pixel shader: every kind, read-modify-write.
// SPIR-V: one interlocked section (SPV_EXT_fragment_shader_interlock,
// PixelInterlockOrderedEXT) from the first access to the last, as DXC's
// placement gives; MSL: raster_order_group(0) on each resource.
// WGSL: PRISM5365 (14,36) 'Accum': WebGPU has no rasterizer-ordered views
// WGSL: PRISM5365 (15,36) 'Counts'
// WGSL: PRISM5365 (16,42) 'Depths'
// WGSL: PRISM5365 (17,31) 'Flags'
// WGSL: PRISM5365 (18,35) 'Line'
// WGSL: PRISM5365 (19,39) 'Lines'
// WGSL: PRISM5365 (20,38) 'Layers'
// WGSL: PRISM5365 (21,36) 'Volume'
RasterizerOrderedTexture2D<float4> Accum : register(u1);
RasterizerOrderedByteAddressBuffer Counts : register(u2);
RasterizerOrderedStructuredBuffer<float> Depths : register(u3);
RasterizerOrderedBuffer<uint> Flags : register(u4);
RasterizerOrderedTexture1D<float> Line : register(u5);
RasterizerOrderedTexture1DArray<uint> Lines : register(u6);
RasterizerOrderedTexture2DArray<int> Layers : register(u7);
RasterizerOrderedTexture3D<float2> Volume : register(u8);

float4 main(float4 pos : SV_Position, float4 color : COLOR) : SV_Target
{
    uint2 p = uint2(pos.xy);
    float4 base = color * 0.5;
    float4 prev = Accum[p];
    Accum[p] = prev * (1.0 - color.a) + color;
    uint n = Counts.Load(p.x * 4);
    Counts.Store(p.x * 4, n + 1);
    Depths[p.y] = max(Depths[p.y], pos.z);
    Flags[p.x] = n;
    Line[p.x] += 1.0;
    Lines[uint2(p.x, 1)] = Lines[uint2(p.x, 0)] + 1;
    Layers[uint3(p, 0)] += 1;
    Volume[uint3(p, 2)] = Volume[uint3(p, 1)] * 2.0;
    return prev + base;
}
