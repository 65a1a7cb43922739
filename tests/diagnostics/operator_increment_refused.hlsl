// EXPECT: PRISM3160 (6,7) overloading 'operator++' is not allowed in HLSL; write a method with a name instead
// operator++ cannot be overloaded in HLSL.
struct S
{
    int v;
    S operator++() { v += 1; return this; }
};
RWStructuredBuffer<int> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
