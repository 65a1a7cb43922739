// ARGS: -T cs_6_0 -HV 2021
// EXPECT: PRISM3547 (12,17) the arguments of 'select' must have one shape
// select's condition has the values' shape (or is a scalar): a bool3 cannot
// choose between float4s.
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = float4(id.x, 1, 2, 3);
    Out[id.x] = select(v.xyz > 1.0, v, -v);
}
