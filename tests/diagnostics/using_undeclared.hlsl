// EXPECT: PRISM3500 (4,7) use of undeclared identifier 'ns::x'
// using ns::x; where ns has no x.
namespace ns { float y() { return 1; } }
using ns::x;
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = ns::y();
}
