// -Gis (IEEE strictness): DXC puts NoContraction on every arithmetic
// instruction, so no a * b + c becomes a fused multiply-add, and (PR #7693)
// declares SignedZeroInfNanPreserve 32, so the driver keeps NaNs,
// infinities and the sign of zero (core in SPIR-V 1.4: no extension here;
// flag_gis_vulkan11 has SPV_KHR_float_controls).
// ARGS: -T cs_6_0 -Gis
RWStructuredBuffer<float4> Out : register(u0);
StructuredBuffer<float4> In : register(t1);

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 a = In[id.x], b = In[id.x + 4];
    Out[id.x] = a * b + a / b - dot(a, b) + float(id.x) * 2.0;
}
