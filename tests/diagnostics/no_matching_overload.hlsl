// EXPECT: PRISM3529 (12,17) no overload of 'G' takes a float
RWStructuredBuffer<float> Out : register(u0);
struct A { float a; };
struct B { uint b; };
float G(A a) { return a.a; }
float G(B b) { return (float)b.b; }

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = G(1.5);
}
