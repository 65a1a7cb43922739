// EXPECT: PRISM3603 (15,14) invalid application of 'sizeof' to a bit-field
// sizeof of a bit-field (DXC: "invalid application of 'sizeof' to
// bit-field").
struct A
{
    uint bitX : 4;
    uint var;
};
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    A a = (A)0;
    Out[0] = sizeof(a.bitX);
}
