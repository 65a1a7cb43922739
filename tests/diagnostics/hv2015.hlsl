// EXPECT: PRISM3178 -HV 2015 is only supported for language services (as in DXC); compile fxc-era code with -HV 2016
// ARGS: -T cs_6_0 -HV 2015

// DXC takes -HV 2015 for its language services only.
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
