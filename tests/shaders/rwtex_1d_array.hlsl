// WGSL: PRISM5231 (6,26) WGSL has no 1D array textures
// WGSL: PRISM5231 (7,24) WGSL has no 1D array textures
// RWTexture1DArray and Texture1DArray in a compute pass: GetDimensions,
// Load, [] reads and writes with the layer as the coordinate's last
// component.
RWTexture1DArray<float4> Rows : register(u0);
Texture1DArray<float2> Lut : register(t1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint w, layers, lw, ll, levels;
    Rows.GetDimensions(w, layers);
    Lut.GetDimensions(0, lw, ll, levels);
    float2 lut = Lut.Load(int3(id.x % lw, id.y % ll, 0)) + Lut[uint2(0, 1)];
    Rows[uint2(id.x % w, id.y % layers)] = Rows.Load(uint2(id.x % w, 0)) + float4(lut, levels, 0);
}
