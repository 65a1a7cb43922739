// EXPECT: PRISM3528 (10,17) use of undeclared function 'twcie'
// EXPECT-NOTE: PRISM3607 (10,17) did you mean 'twice'?
// A misspelled function template gets the template's name.
RWStructuredBuffer<float> Out : register(u0);
template<typename T> T twice(T x) { return x + x; }
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = twcie(2.0f);
}
