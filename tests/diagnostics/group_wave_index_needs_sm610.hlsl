// ARGS: -T cs_6_8 -E main
// EXPECT: PRISM3015 (8,17) 'GetGroupWaveIndex' requires shader model 6.10 or later, but the profile gives 6.8; compile with -T cs_6_10
// GetGroupWaveIndex and GetGroupWaveCount are shader model 6.10 intrinsics.
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = GetGroupWaveIndex();
}
