// EXPECT: PRISM3519 (11,16) index 2 is out of range for 'float[2]' (valid: 0 to 1)
// ARGS: -T cs_6_0 -HV 2017
// From HLSL 2017 on a constant index past an array is an error (a warning
// in 2016).
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    float a[2] = { 1, 2 };
    Out[0] = a[2];
}
