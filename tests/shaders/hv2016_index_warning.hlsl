// ARGS: -T cs_6_0 -HV 2016
// In HLSL 2016 a constant index past an array's end is a warning, as fxc
// has it (an error from 2017 on); the access is then to the nearest
// element, never outside the array.
// EXPECT-WARNING: PRISM3606 (16,7) index 4 is out of range
// EXPECT-WARNING: PRISM3606 (17,14) index -1 is out of range
// glslang: rejects (index out of range)
RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float a[4] = { 1, 2, 3, (float)id.x };
    float sum = 0;
    a[4] = 9;
    sum += a[-1];
    Out[id.x] = sum + a[3] + a[0];
}
