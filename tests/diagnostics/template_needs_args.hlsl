// EXPECT: PRISM3152 (9,5) 'Box' is a template: write its arguments, as in Box<float>
// A struct template named without its arguments (C++ before CTAD: S<...>).
template<typename T> struct Box { T v; };
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Box b;
    Out[0] = 0;
}
