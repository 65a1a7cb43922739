// EXPECT: PRISM3002 (8,7) redefinition of function 'get' with the same parameter types (first defined at line 6)
// A method defined in its struct and again outside it.
struct S
{
    float v;
    float get() { return v; }
};
float S::get() { return v * 2; }
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    S s = { 1 };
    Out[0] = s.get();
}
