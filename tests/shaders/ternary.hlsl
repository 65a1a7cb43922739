// The conditional operator: scalars, vectors with a scalar condition, nested,
// as an lvalue-free expression in arguments. (Vector conditions: see select_2021.)
RWStructuredBuffer<float4> Out : register(u0);

float Pick(bool c, float a, float b) { return c ? a : b; }

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = (float)id.x;
    float a = id.x > 10 ? x : -x;
    float4 v = (id.x & 1) ? float4(1, 2, 3, 4) : float4(5, 6, 7, 8);
    uint n = id.x < 8 ? 0 : id.x < 16 ? 1 : id.x < 32 ? 2 : 3;
    float b = Pick(a > 0.0, a, 0.0);
    Out[id.x] = v * a + (float)n + b;
}
