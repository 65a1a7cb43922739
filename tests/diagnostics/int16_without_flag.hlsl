// ARGS: -T cs_6_2
// EXPECT: PRISM3014 (8,5) int16_t needs -enable-16bit-types
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int16_t x = 1;
    Out[id.x] = (uint)x;
}
