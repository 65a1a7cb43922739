// EXPECT: PRISM3170 (6,17) 'bf' cannot be a bit-field: it is a static member
// A static member cannot be a bit-field (DXC: "static member 'bf' cannot
// be a bit-field").
struct R
{
    static uint bf : 8;
    uint v;
};
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
