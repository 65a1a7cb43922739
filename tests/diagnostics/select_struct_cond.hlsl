// ARGS: -T cs_6_0 -HV 2021
// EXPECT: PRISM3837 (11,21) the condition of select on a struct or an array must be a scalar, not 'bool2'
struct A { float x; };
RWStructuredBuffer<A> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    A a = { 1.0 };
    Out[0] = select(id.xy > 0, a, a);
}
