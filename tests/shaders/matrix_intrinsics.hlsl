// Matrix intrinsics: transpose, determinant (2x2, 3x3, 4x4), mul of
// non-square matrices, matrix * scalar, matrix comparison with all().
// glslang: rejects (all() of a bool matrix is ambiguous to it)
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float t = (float)id.x * 0.1;
    float2x2 a = float2x2(1.0, t, 2.0, 3.0);
    float3x3 b = float3x3(1, 0, t, 0, 2, 0, t, 0, 3);
    float4x4 c = float4x4(b[0], 0, b[1], 0, b[2], 0, 0, 0, 0, 1);
    float2x3 d = float2x3(1, 2, 3, 4, 5, 6);
    float3x2 dt = transpose(d);
    float2x2 p = mul(d, dt);
    float3x3 q = b * 2.0;
    float dets = determinant(a) + determinant(b) + determinant(c);
    bool same = all(transpose(transpose(q)) == q);
    Out[id.x] = float4(p[0], p[1]) + dets + (same ? 1.0 : 0.0);
}
