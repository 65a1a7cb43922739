// ARGS: -T cs_6_0
// EXPECT-WARNING: PRISM3512 (12,34) return value: implicit truncation of vector type from 'float4' to 'float3'
// EXPECT-WARNING: PRISM3512 (20,16) initialiser: float4 to float3
// EXPECT-WARNING: PRISM3512 (21,9) assignment: float4 to float3
// EXPECT-WARNING: PRISM3512 (22,21) argument: float3 to float2
// EXPECT-WARNING: PRISM3512 (24,19) matrix: float4x4 to float3x3
// EXPECT-WARNING: PRISM3512 (25,33) operand: float3x3 to float2x2 (the smaller wins)
// EXPECT-WARNING: PRISM3512 (26,18) float3 to float1
// DXC's warn_hlsl_implicit_vector_truncation: an implicit conversion that
// drops components, of vectors and of matrices alike, wherever it happens.
RWStructuredBuffer<float3> Out : register(u0);
float3 first3(float4 v) { return v; }
float take2(float2 v) { return v.x + v.y; }

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = id.xyzz;
    float3 a = v;
    a = v;
    float s = take2(a);
    float4x4 m = v.x;
    float3x3 m3 = m;
    float2x2 m2 = (float2x2)m + m3;
    float1 one = a;
    Out[0] = first3(v) + a + s + m3[0] + m2[1].xyy + one.x;
}
