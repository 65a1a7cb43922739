// ARGS: -T cs_6_0 -WX
// EXPECT: PRISM3940 (13,15) -WX: conversion from larger type 'double' to smaller type 'float' is an error
// EXPECT: PRISM3941 (14,13) -WX: 'literal float' to 'int' changes value from 2.5 to 2
// EXPECT: PRISM3512 (15,16) -WX: implicit truncation of vector type from 'float4' to 'float2'
// -WX turns each conversion warning into an error, at the same place.
RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    double d = id.x;
    float f = d;
    int i = 2.5;
    float2 v = id.xxxx;
    Out[0] = f + i + v.y;
}
