// WaveActiveSum Product Min Max on float, int and uint scalars and vectors.
RWStructuredBuffer<float4> OutF : register(u0);
RWStructuredBuffer<int4> OutI : register(u1);
RWStructuredBuffer<uint4> OutU : register(u2);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float f = (float)id.x * 0.5;
    int i = (int)id.x - 20;
    uint u = id.x;
    OutF[id.x] = float4(WaveActiveSum(f), WaveActiveProduct(f * 0.01 + 1.0),
                        WaveActiveMin(f), WaveActiveMax(f));
    OutI[id.x] = int4(WaveActiveSum(i), WaveActiveProduct(i % 3), WaveActiveMin(i), WaveActiveMax(i));
    OutU[id.x] = uint4(WaveActiveSum(uint2(u, 1)), WaveActiveMin(u), WaveActiveMax(u));
}
