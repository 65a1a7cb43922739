// EXPECT: PRISM3177 -enable-16bit-types needs HLSL 2018 or later, not -HV 2016
// ARGS: -T cs_6_2 -HV 2016 -enable-16bit-types
// 16-bit types need HLSL 2018 (DXC: "enable-16bit-types is only allowed
// for shader model >= 6.2 and HLSL Language >= 2018").
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
