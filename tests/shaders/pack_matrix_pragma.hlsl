// #pragma pack_matrix sets the layout of the matrices declared after it
// (cbuffer members, struct fields, $Globals), unless one says row_major or
// column_major itself; it wins over -Zpr/-Zpc, as in DXC.
float4x4 g0; // before any pragma: column_major
#pragma pack_matrix(row_major)
cbuffer C : register(b0) { float4x4 m; column_major float3x3 n; }
struct S { float2x3 a; };
#pragma pack_matrix(column_major)
cbuffer D : register(b1) { float4x4 k; S s; row_major float2x2 r; }
RWStructuredBuffer<float4> o : register(u2);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    o[id.x] = mul(m, float4(1, 2, 3, 4)) + n[0].xyzz + mul(k, g0[0]) + s.a[1].xyzz + r[1].xyxy;
}
