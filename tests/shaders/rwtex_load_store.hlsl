// WGSL: PRISM5233 WebGPU reads and writes r32 storage textures only
// glslang: rejects (it has no write masks on texture elements (partial image updates))
// A compute pass writing textures: RWTexture1D/2D/2DArray/3D loads (Load
// and []), stores, write masks (a swizzle reads the texel first), and
// GetDimensions; the storage formats DXC infers from the element type.
RWTexture2D<float4> Image : register(u0);
RWTexture2D<float> Luma : register(u1);
RWTexture1D<uint> Hist : register(u2);
RWTexture2DArray<int2> Layers : register(u3);
RWTexture3D<float4> Volume : register(u4);

[shader("compute")]
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint w, h;
    Image.GetDimensions(w, h);
    if (id.x >= w || id.y >= h)
        return;
    float4 c = Image.Load(id.xy) + Image[id.xy];
    Image[id.xy] = c * 0.5;
    Image[id.xy].w = 1.0;
    Luma[id.xy] = dot(c.rgb, float3(0.299, 0.587, 0.114));
    uint n;
    Hist.GetDimensions(n);
    Hist[id.x % n] = Hist.Load(id.x % n) + 1;
    uint lw, lh, layers;
    Layers.GetDimensions(lw, lh, layers);
    Layers[uint3(id.xy, id.z % layers)] = int2(id.xy) - Layers[uint3(id.xy, 0)];
    uint vw, vh, vd;
    Volume.GetDimensions(vw, vh, vd);
    Volume[uint3(id.xy, vd - 1)].xz = c.xz;
}
