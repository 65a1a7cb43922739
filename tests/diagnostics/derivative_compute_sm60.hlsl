// EXPECT: PRISM3565 (10,17) derivatives in compute shaders need SM 6.6
// EXPECT: PRISM3565 (10,40) so does implicit-lod sampling
Texture2D<float4> Tex : register(t0);
SamplerState Smp : register(s0, space1);
RWStructuredBuffer<float4> Out : register(u1);
[shader("compute")]
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = ddx(float(id.x)) + Tex.Sample(Smp, id.xy / 8.0);
}
