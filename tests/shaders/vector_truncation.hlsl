// Implicit vector truncation compiles, with a warning (as in DXC).
// EXPECT-WARNING: PRISM???? (10,16) implicit truncation of vector type
RWStructuredBuffer<float2> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = float4((float)id.x, 1.0, 2.0, 3.0);
    float2 t = v;
    Out[id.x] = t;
}
