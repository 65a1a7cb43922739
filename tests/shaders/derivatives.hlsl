// ARGS: -T ps_6_0
// glslang: rejects (its SPIR-V applies OpDPdx to a matrix, which spirv-val rejects)
// ddx, ddy, their coarse and fine forms and fwidth on scalars, vectors and
// a matrix (row by row); an edge-detect and a normal-from-height.
Texture2D<float> Height : register(t0);
SamplerState Smp : register(s0, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, float3 world : TEXCOORD1) : SV_Target
{
    float h = Height.Sample(Smp, uv);
    float3 n = normalize(cross(ddx(world), ddy(world)));
    float2 g = float2(ddx_fine(h), ddy_fine(h)) + float2(ddx_coarse(h), ddy_coarse(h));
    float4 e = fwidth(float4(uv, h, world.z));
    float2x2 m = float2x2(uv, uv.yx);
    float2x2 dm = ddx(m) + ddy(m);
    float edge = fwidth(h) > 0.01 ? 1.0 : 0.0;
    return float4(n + float3(g, edge), e.x + e.y + e.z + e.w + dm[0][0] + dm[1][1]);
}
