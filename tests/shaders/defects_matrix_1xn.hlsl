// Matrices with one row or one column (issue 11): float4x1, float1x3,
// bool3x1, int2x1, float1x1, in values, cbuffers and buffers; built, indexed
// with constants and with thread values (m[i][0], m[0][i]), written through
// an index, swizzled, transposed, multiplied. Their IR form is a vector (a
// scalar for 1x1), whose [0] is the value itself (PRISM9000 "cannot index
// into f32" before).
cbuffer CB : register(b0) { float1x3 cm; int3x1 ci; };
RWStructuredBuffer<float4x1> Cols : register(u1);
RWStructuredBuffer<float4> Out : register(u2);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x & 3;
    float4x1 m = float4x1(1, 2, 3, 4) * (float)id.x;
    float1x3 n = float1x3(cm[0][0], cm[0][1], cm[0][2]);
    bool3x1 b = bool3x1(id.x > 1, id.x > 2, id.x > 3);
    int2x1 k = int2x1(ci[1][0], ci[i % 3][0]);
    float1x1 one = m[i][0];
    m[i][0] = 5;
    n[0][i % 3] += one[0][0];
    m._m00_m10 = n._m02_m01;
    float1x4 t = transpose(m);
    float4x4 outer = mul(m, t);
    float1x1 inner = mul(t, m);
    float3 v = mul(n, float3x3(1, 0, 0, 0, 2, 0, 0, 0, 3));
    Cols[id.x] = m;
    Cols[id.x + 64][i][0] = n[0][2];
    Out[id.x] = float4(t[0][i], b[i % 3][0] ? 1 : 0, (float)k[1][0], inner[0][0]);
    Out[id.x + 64] = float4(v, outer[i][3 - i] + determinant(one));
}
