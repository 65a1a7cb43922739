// EXPECT: PRISM2050 (3,26) expected ';' or '{', found '<'
// A specialization of a template that was never declared.
template<> struct Missing<int> { int v; };
RWStructuredBuffer<int> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
