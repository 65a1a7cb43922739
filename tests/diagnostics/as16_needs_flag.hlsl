// ARGS: -T cs_6_2
// EXPECT: PRISM3835 (9,20) 'asuint16' reinterprets the bits of 16-bit values
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[0] = (uint)asuint16((half)id.x);
}
