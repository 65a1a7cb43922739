// EXPECT: PRISM3511 (10,16) cannot convert from 'literal int' to 'MyEnum' in initializer
// Nothing converts implicitly to an enum (DXC: "cannot initialize a
// variable of type 'MyEnum' with an rvalue of type 'literal int'").
enum MyEnum { ZERO, ONE };
RWStructuredBuffer<int> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    MyEnum e = 1;
    Out[0] = e;
}
