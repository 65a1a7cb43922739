// WGSL: PRISM5233 (5,21) WebGPU reads and writes r32 storage textures only
// A component of a storage texture element by a computed index: a read
// extracts it from the texel (OpVectorExtractDynamic); a write reads the
// texel, replaces that component (OpVectorInsertDynamic) and writes it whole.
RWTexture2D<float4> Color : register(u0);
RWStructuredBuffer<float> Out : register(u1);

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    Color[uint2(i, 0)][i % 4] = 5.0;
    Color[uint2(i, 1)][i % 4] += Out[i];
    Out[i] = Color[uint2(i, 2)][3 - i];
}
