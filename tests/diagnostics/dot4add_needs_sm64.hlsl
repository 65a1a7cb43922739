// ARGS: -T cs_6_2
// EXPECT: PRISM3015 (9,14) 'dot4add_u8packed' requires shader model 6.4 or later
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[0] = dot4add_u8packed(id.x, id.y, 0u);
}
