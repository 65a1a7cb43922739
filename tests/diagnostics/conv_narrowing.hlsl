// ARGS: -T cs_6_0
// EXPECT-WARNING: PRISM3940 (14,34) return value: conversion from larger type 'double' to smaller type 'float', possible loss of data
// EXPECT-WARNING: PRISM3940 (22,15) initialiser: double to float
// EXPECT-WARNING: PRISM3940 (23,9) assignment: double to float
// EXPECT-WARNING: PRISM3940 (24,9) argument: double to float
// EXPECT-WARNING: PRISM3940 (26,13) int64_t to int
// EXPECT-WARNING: PRISM3940 (27,20) float to min16float
// EXPECT-WARNING: PRISM3940 (28,19) int to min16int
// EXPECT-WARNING: PRISM3940 (30,17) double3 to float3
// EXPECT-WARNING: PRISM3940 (31,5) i += d: the double sum goes back to int
// DXC's warn_hlsl_narrowing (FXC X3205): an implicit conversion to an element
// type of fewer bits of precision, wherever it happens.
RWStructuredBuffer<float> Out : register(u0);
float half_of(double d) { return d * 0.5; }
void put(float f) { Out[0] = f; }

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    double d = id.x;
    float f = d;
    f = d;
    put(d);
    int64_t w = id.x;
    int i = w;
    min16float m = f;
    min16int mi = i;
    double3 d3 = d;
    float3 f3 = d3;
    i += d;
    Out[1] = f + half_of(d) + m + mi + f3.x + i;
}
