// EXPECT: PRISM3600 (12,17) no matching call to template 'add': deduced conflicting types for template parameter 'T' ('int' and 'float'); write the arguments: add<...>(...)
// T deduced as int from one argument and float from the other (DXC:
// "deduced conflicting types for parameter 'T'").
template<typename T> T add(T a, T b) { return a + b; }
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int i = 1;
    float x = 2;
    Out[id.x] = add(i, x);
}
