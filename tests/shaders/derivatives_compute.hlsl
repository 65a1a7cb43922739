// ARGS: -T cs_6_6
// MSL: PRISM5422 Metal compute kernels have no derivatives
// WGSL: PRISM5237 WGSL has derivatives in fragment shaders only
// WGSL: PRISM5235 (16,20) implicit-lod sampling outside a pixel shader
// SM 6.6 derivatives in a compute shader: quads of 2x2 threads
// (SPV_NV_compute_shader_derivatives, DerivativeGroupQuadsNV).
Texture2D<float4> Src : register(t0);
SamplerState Smp : register(s0, space1);
RWTexture2D<float4> Dst : register(u1);

[shader("compute")]
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 uv = (id.xy + 0.5) / 256.0;
    float4 c = Src.Sample(Smp, uv);
    float2 d = ddx(uv) + ddy(uv);
    Dst[id.xy] = c + float4(d, 0, 0);
}
