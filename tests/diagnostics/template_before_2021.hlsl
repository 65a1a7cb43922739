// EXPECT: PRISM2102 (5,1) 'template' is a reserved keyword before HLSL 2021: templates and operator overloading need -HV 2021
// ARGS: -T cs_6_0 -HV 2018
// Templates are HLSL 2021 (DXC: "'template' is a reserved keyword in HLSL").
// ALLOW-EXTRA-ERRORS: what follows the keyword
template<typename T> T id(T x) { return x; }
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
