// EXPECT: PRISM3602 (9,15) template 'id' used as a value; call it: id(...)
// A function template's name without a call.
template<typename T> T id(T x) { return x; }
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    float f = id;
    Out[0] = f;
}
