// EXPECT: PRISM3159 (5,7) 'h' with these parameter types is not declared in struct 'S'; declare it there first
// float S::f() { } where S declares no such method.
struct S { float v; float g(); };
float S::g() { return v; }
float S::h() { return v * 2; }
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    S s = { 1 };
    Out[0] = s.g();
}
