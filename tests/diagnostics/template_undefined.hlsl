// EXPECT: PRISM3156 (9,14) 'scale<float>' is used but its template is declared without a body; define it
// A function template declared but never defined, then called.
template<typename T> T scale(T x);
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = scale(2.0f);
}
