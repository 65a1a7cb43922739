// EXPECT: PRISM3160 (7,7) overloading 'operator<<' is not allowed in HLSL; write a method with a name instead
// << and >> are among the operators HLSL 2021 does not let a struct
// overload (with ++, --, -> and the compound assignments).
struct S
{
    uint v;
    S operator<<(uint n) { S r = { v << n }; return r; }
};
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
