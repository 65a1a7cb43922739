// EXPECT: PRISM2050 (9,27) expected '(', found '>'
// Template arguments on a function that is no template.
float half_of(float x) { return x * 0.5; }
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = half_of<float>(3.0);
}
