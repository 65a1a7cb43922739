// EXPECT: PRISM3168 (6,10) named bit-field 'pad' has zero width
// A named bit-field of width 0 (DXC: "named bit-field 'pad' has zero width").
struct S
{
    uint a : 4;
    uint pad : 0;
};
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
