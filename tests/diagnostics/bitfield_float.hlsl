// EXPECT: PRISM3167 (5,11) bit-field 'f' has non-integral type 'float'; use int, uint, bool, a 16- or 64-bit integer or an enum
// A bit-field of a floating-point type.
struct S
{
    float f : 8;
    uint u;
};
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
