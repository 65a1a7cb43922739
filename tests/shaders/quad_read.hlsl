// ARGS: -T cs_6_6
// Quad operations in a compute shader: QuadReadAcrossX/Y/Diagonal and
// QuadReadLaneAt (quads are lanes 4k..4k+3 of the wave).
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = (float)id.x;
    float a = QuadReadAcrossX(x);
    float b = QuadReadAcrossY(x);
    float c = QuadReadAcrossDiagonal(x);
    float2 d = QuadReadLaneAt(float2(x, -x), 2);
    Out[id.x] = float4(a, b, c, d.x + d.y);
}
