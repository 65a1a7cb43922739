// EXPECT: PRISM2101 (5,7) 'using f' needs a qualified name: write 'using ns::f;', or 'using namespace ns;' for a whole namespace
// using x; needs a qualified name (C++: "using declaration requires a
// qualified name").
float f() { return 1; }
using f;
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = f();
}
