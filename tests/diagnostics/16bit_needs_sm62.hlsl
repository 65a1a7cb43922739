// ARGS: -T cs_6_0 -enable-16bit-types
// EXPECT: PRISM3015 -enable-16bit-types needs shader model 6.2 or later (no position)
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 1;
}
