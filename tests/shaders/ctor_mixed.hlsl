// Vector and matrix constructors from any mix of scalars, vectors and
// matrices: their components flattened in order (matrices row by row)
// fill the new value; bools and ints convert.
// glslang: rejects (a matrix argument of a vector constructor)
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2x2 m = float2x2(1, 2, 3, id.x);
    float4 a = float4(m);                      /* 1 2 3 x */
    float2x2 n = float2x2(a.wzyx);             /* from a vector */
    float3x3 r = float3x3(a.xyz, float3(4, 5, 6), 7, 8, 9);
    float4 b = float4(m[1], bool2(true, false));
    int4 c = int4(uint2(id.xy), 1.75, -2);
    float2x3 d = float2x3(float2(1, 2), m);
    Out[id.x] = a + n[0].xyxy + float4(r[1], r[2][2]) + b + c + d[1].xyzx;
}
