// EXPECT: PRISM3830 (8,14) 'noise' exists only in the legacy tx_1_0 profile
RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[0] = noise(float2(id.xy));
}
