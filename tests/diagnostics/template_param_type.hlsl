// EXPECT: PRISM3157 (3,16) template parameter 'F' must have an integer, bool or enum type, not 'float'
// A value template parameter of a float type (DXC: integral or enum only).
template<float F> float mul(float x) { return x * F; }
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = mul<2>(1.0);
}
