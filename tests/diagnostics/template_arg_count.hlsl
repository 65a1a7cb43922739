// EXPECT: PRISM3150 (9,5) 'Box' takes 1 template argument, but 2 are given
// A struct template given more arguments than it has parameters.
template<typename T> struct Box { T v; };
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Box<float, 2> b;
    b.v = 1;
    Out[0] = b.v;
}
