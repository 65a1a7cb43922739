// EXPECT: PRISM3151 (9,20) template argument 1 of 'twice' (parameter 'T') must be a type
// A value where a template's type parameter is.
template<typename T> T twice(T x) { return x + x; }
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = twice<3>(1.0);
}
