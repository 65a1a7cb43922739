// EXPECT: PRISM3176 (5,15) 'C' cannot also derive from 'B': a struct has one base struct (the others must be interfaces)
// One base struct at most; the others must be interfaces.
struct A { float a; };
struct B { float b; };
struct C : A, B { float c; };
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
