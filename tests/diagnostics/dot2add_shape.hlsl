// ARGS: -T cs_6_4
// EXPECT: PRISM3831 (9,22) argument 1 of 'dot2add' must be a 2-component vector
RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[0] = dot2add(float3(id), float3(id), 1.0);
}
