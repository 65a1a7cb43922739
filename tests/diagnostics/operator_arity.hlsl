// EXPECT: PRISM3163 (7,7) 'operator/' takes one parameter, not 2
// A binary operator method takes one parameter (the other operand is the
// object).
struct S
{
    float v;
    S operator/(S a, S b) { return a; }
};
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
