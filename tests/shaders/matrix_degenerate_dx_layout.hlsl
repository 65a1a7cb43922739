// ARGS: -T cs_6_0 -fvk-use-dx-layout
// FXC's constant-buffer layout keeps a matrix's vectors one register each even when
// they are single scalars: column_major float1x4 and row_major float4x1 take 4
// registers (arrays of 4 floats, stride 16); column_major float4x1 and row_major
// float1x4 are one float4. M[i][0] of an Nx1 matrix reads the scalar row.
RWStructuredBuffer<float4> Out : register(u4);
cbuffer A : register(b0) { float1x4 c14; row_major float4x1 r41; };
cbuffer B : register(b1) { float4x1 c41; row_major float1x4 r14; int1x3 i13; };

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[0] = c14[0] + float4(r41[0][0], r41[1], r41[2][0], r41[3]);
    Out[1] = float4(c41[0], c41[1][0], c41[2], c41[3]) + r14[0] + float4(i13[0], 1);
    Out[2] = float4(c14._m03, r41._m30, c14[0][id.x & 3], r41[id.x & 3][0]);
}
