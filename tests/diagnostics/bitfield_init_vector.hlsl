// EXPECT: PRISM3171 (14,13) bit-field 'a' needs a scalar of its own in an initializer list, not a part of 'uint2'
// In an initializer list each bit-field takes a scalar of its own, not a
// part of a vector.
struct S
{
    uint a : 4;
    uint b : 4;
};
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    S s = { uint2(1, 2) };
    Out[0] = s.a;
}
