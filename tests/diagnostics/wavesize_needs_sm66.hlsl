// ARGS: -T cs_6_5
// EXPECT: PRISM3015 (5,2) [WaveSize] is Shader Model 6.6
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[WaveSize(32)]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = WaveActiveSum(id.x);
}
