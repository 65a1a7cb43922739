// ARGS: -T cs_6_7
// EXPECT: PRISM3960 (12,26) an R64 texel is read by Load and [] only: no Gather
// EXPECT: PRISM3960 (13,16) nor DXC's GatherRaw on uint64_t
// Texture2D<uint64_t> and <int64_t> load (tests/shaders/texture_int64_load.hlsl).
Texture2D<uint64_t> T : register(t0);
Texture2D<int64_t> U : register(t1);
SamplerState S : register(s3);
RWStructuredBuffer<uint64_t> Out : register(u2);
[shader("compute")]
[numthreads(1, 1, 1)]
void main() {
    Out[0] = (uint64_t)U.GatherRed(S, float2(0.5, 0.5)).x;
    Out[1] = T.GatherRaw(S, float2(0.5, 0.5)).y;
}
