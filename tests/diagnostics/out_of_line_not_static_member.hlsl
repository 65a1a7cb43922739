// EXPECT: PRISM3165 (4,6) 'n' is not a static data member of 'S'; declare it there as 'static'
// uint S::n = 0; where n is a field, not a static member.
struct S { uint n; };
uint S::n = 0;
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
