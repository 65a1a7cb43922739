// EXPECT: PRISM4023 (7,33) texel atomics take a whole 32-bit integer texel
RWTexture2D<uint2> Pairs : register(u0);
[shader("compute")]
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    InterlockedAdd(Pairs[id.xy].x, 1);
}
