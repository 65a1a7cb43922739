// EXPECT: PRISM3170 (3,13) 'g' cannot be a bit-field: it is not a struct field
// A bit-field outside a struct.
static uint g : 4;
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = g;
}
