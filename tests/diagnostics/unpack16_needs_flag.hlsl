// ARGS: -T cs_6_6
// EXPECT: PRISM3832 (9,21) the 16-bit form of 'unpack_s8s16' needs -enable-16bit-types; without it use unpack_s8s32
RWStructuredBuffer<int4> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[0] = (int4)(unpack_s8s16(id.x));
}
