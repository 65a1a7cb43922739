// Matrices made from rows, from a bigger matrix by a cast, from a scalar
// splat and from another element type; a 1xN one from a vector.
// glslang: rejects (matrix truncation by a cast)
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4x4 big = float4x4(float4(1, 0, 0, 0), float4(0, 2, 0, 0), float4(0, 0, 3, 0), float4(id.x, 0, 0, 1));
    float3x3 small = (float3x3)big;
    float2x2 splat = (float2x2)0.5;
    int2x2 ints = int2x2(1, 2, 3, 4);
    float2x2 f = (float2x2)ints;
    float1x4 row = float1x4(big[3]);
    Out[id.x] = float4(small[1], splat[0][1]) + float4(f[1], f[0]) + row[0];
}
