// ARGS: -T cs_6_0 -fvk-u-shift 16 all -fvk-b-shift 32 all
// row_major and column_major matrices in a constant buffer and in a structured
// buffer (MatrixStride and RowMajor/ColMajor decorations), and local matrices.
cbuffer Params : register(b0)
{
    row_major float4x4 RowM;
    column_major float4x4 ColM;
    float3x4 Default34;
};
struct Item { row_major float2x3 m; float4 v; };
StructuredBuffer<Item> Items : register(t0);
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 p = float4((float)id.x, 1.0, 2.0, 1.0);
    float4 a = mul(RowM, p) + mul(ColM, p);
    float3 b = mul(Default34, p);
    Item it = Items[id.x];
    float2 c = mul(it.m, it.v.xyz);
    row_major float2x2 local = float2x2(c, c.yx);
    Out[id.x] = a + float4(b, 0.0) + float4(local[1], c);
}
