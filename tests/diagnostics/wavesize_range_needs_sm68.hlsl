// ARGS: -T cs_6_7
// EXPECT: PRISM3015 (5,2) the range form of [WaveSize] is Shader Model 6.8
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[WaveSize(16, 64)]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = WaveActiveSum(id.x);
}
