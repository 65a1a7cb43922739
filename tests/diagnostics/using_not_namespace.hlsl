// EXPECT: PRISM3164 (4,17) 'NotANamespace' is not a namespace
// using namespace on something that is no namespace.
struct NotANamespace { float v; };
using namespace NotANamespace;
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
