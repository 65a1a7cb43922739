// ARGS: -T cs_6_6 --target msl
// EXPECT-WARNING: PRISM5413 Metal has no SIMD-group size control: [WaveSize] cannot be honoured
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[WaveSize(32)]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = WaveActiveSum(id.x);
}
