// EXPECT: PRISM3169 (6,10) bit-field 'b' is 33 bits wide, more than its type 'uint' has (32)
// A bit-field wider than its type (DXC: "size of bit-field 'b' (33 bits)
// exceeds size of its type (32 bits)").
struct S
{
    uint b : 33;
};
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
