// WavePrefixSum and WavePrefixProduct (exclusive scans) on int, uint, float and vectors.
RWStructuredBuffer<float4> OutF : register(u0);
RWStructuredBuffer<uint4> OutU : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float f = (float)(id.x % 4) + 1.0;
    uint u = id.x & 7;
    int i = (int)(id.x % 5) - 2;
    float2 fs = WavePrefixSum(float2(f, 1.0));
    OutF[id.x] = float4(fs, WavePrefixProduct(f * 0.5), (float)WavePrefixSum(i));
    OutU[id.x] = uint4(WavePrefixSum(u), WavePrefixProduct(u | 1), (uint)WavePrefixProduct(i), 0);
}
