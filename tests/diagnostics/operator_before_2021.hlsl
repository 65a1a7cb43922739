// EXPECT: PRISM2102 (8,7) 'operator' is a reserved keyword before HLSL 2021: templates and operator overloading need -HV 2021
// ARGS: -T cs_6_0 -HV 2018
// Operator overloading is HLSL 2021.
// ALLOW-EXTRA-ERRORS: what follows the keyword
struct S
{
    float v;
    S operator+(S o) { return o; }
};
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
