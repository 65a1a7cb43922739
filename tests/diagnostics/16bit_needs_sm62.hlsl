// ARGS: -T cs_6_0 -enable-16bit-types
// EXIT: 2
// EXPECT: PRISM???? -enable-16bit-types needs shader model 6.2 or later (a command-line error: exit 2)
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = 1;
}
