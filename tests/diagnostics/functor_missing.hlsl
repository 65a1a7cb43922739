// EXPECT: PRISM3535 (10,14) 's' is not a function
// Calling an object whose struct has no operator().
struct S { float v; };
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    S s = { 1 };
    Out[0] = s(2);
}
