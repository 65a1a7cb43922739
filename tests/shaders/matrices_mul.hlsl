// Matrices: construction, mul() of matrix*vector, vector*matrix, matrix*matrix,
// componentwise '*', transpose.
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float t = (float)id.x;
    float4x4 m = float4x4(1, 0, 0, t,
                          0, 1, 0, 2,
                          0, 0, 1, 3,
                          0, 0, 0, 1);
    float4 p = float4(1.0, 2.0, 3.0, 1.0);
    float4 a = mul(m, p);
    float4 b = mul(p, m);
    float4x4 mm = mul(m, transpose(m));
    float4x4 cw = m * m;
    float3x3 r = (float3x3)m;
    float3 c = mul(r, p.xyz);
    Out[id.x * 3 + 0] = a + b;
    Out[id.x * 3 + 1] = mm[3] + cw[0];
    Out[id.x * 3 + 2] = float4(c, 0.0);
}
