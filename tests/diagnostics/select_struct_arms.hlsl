// ARGS: -T cs_6_0 -HV 2021
// EXPECT: PRISM3836 (13,14) select on structs or arrays takes two values of one type, not 'A' and 'B'
struct A { float x; };
struct B { float x; };
RWStructuredBuffer<A> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    A a = { 1.0 };
    B b = { 2.0 };
    Out[0] = select(id.x > 0, a, b);
}
