// EXPECT: PRISM3528 (10,17) use of undeclared function 'brigthen'
// EXPECT-NOTE: PRISM3607 (10,17) did you mean 'brighten'?
// A misspelled user function.
RWStructuredBuffer<float> Out : register(u0);
float brighten(float x) { return x * 1.5; }
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = brigthen(2.0);
}
