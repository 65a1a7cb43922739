// ARGS: -T ps_6_0
// On WebGPU, T and S, flattened to 6, are a binding an element
// (wgsl_resource_arrays.c), a run-time index a switch.
// Arrays of arrays of textures and samplers, flattened as DXC flattens
// them (lower_resource_flat.c): T[2][3] is one binding of 6, T[i][j]
// element i * 3 + j; a row T[i] passed as an array parameter; a
// NonUniformResourceIndex on the inner index marks the element NonUniform;
// MSL takes the flat array<texture2d<float>, 6>.
Texture2D<float4> T[2][3] : register(t0);
SamplerState S[2][2] : register(s6);
cbuffer Pick : register(b0, space1) { uint Row; uint Col; }

float4 last(Texture2D<float4> row[3], SamplerState s, float2 uv) { return row[2].Sample(s, uv); }

[shader("pixel")]
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    float4 v = T[1][2].Load(int3(0, 0, 0));
    v += T[Row][NonUniformResourceIndex(Col)].Sample(S[1][Row], uv);
    return v + last(T[Row], S[0][1], uv);
}
