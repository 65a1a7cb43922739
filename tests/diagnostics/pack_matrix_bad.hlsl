// EXPECT-WARNING: PRISM1120 (3,9) '#pragma pack_matrix' takes row_major or column_major in parentheses
// EXPECT-WARNING: PRISM1120 (4,9) '#pragma pack_matrix' takes row_major or column_major in parentheses
#pragma pack_matrix(rowmajor)
#pragma pack_matrix row_major
#pragma pack_matrix(row_major)
cbuffer C : register(b1) { float4x4 m; }
RWStructuredBuffer<float4> o : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    o[id.x] = m[0];
}
