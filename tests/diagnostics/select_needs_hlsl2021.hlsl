// ARGS: -T cs_6_0 -HV 2018
// EXPECT: PRISM3548 (11,17) 'select' is an HLSL 2021 intrinsic
// select, and and or exist in HLSL 2021 only.
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = float4(id.x, 1, 2, 3);
    Out[id.x] = select(v > 1.0, v, -v);
}
