// ARGS: -T cs_6_0 -fvk-u-shift 16 all
// any and all on bool, int and float vectors; isnan isinf isfinite.
RWStructuredBuffer<uint> Out : register(u0);
StructuredBuffer<float4> In : register(t0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = In[id.x];
    uint r = 0;
    r |= any(v > 1.0) ? 1u : 0u;
    r |= all(v > 0.0) ? 2u : 0u;
    r |= any(int3(0, (int)id.x, 0)) ? 4u : 0u;
    r |= all(v) ? 8u : 0u;
    r |= any(isnan(v)) ? 16u : 0u;
    r |= isinf(v.x) ? 32u : 0u;
    r |= all(isfinite(v.yz)) ? 64u : 0u;
    Out[id.x] = r;
}
