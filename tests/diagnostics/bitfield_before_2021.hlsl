// EXPECT: PRISM3166 (6,10) bit-field 'a' needs HLSL 2021; compile with -HV 2021
// ARGS: -T cs_6_0 -HV 2018
// Bit-fields are HLSL 2021 (DXC enables them with the version).
struct S
{
    uint a : 4;
    uint b;
};
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    S s = (S)0;
    Out[0] = s.b;
}
