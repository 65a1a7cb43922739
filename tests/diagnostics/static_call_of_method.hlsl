// EXPECT: PRISM3543 (9,14) 'S::f' is not a static method; call it on an object
// S::f() where f is not static.
struct S { float v; float f() { return v; } };
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = S::f();
}
