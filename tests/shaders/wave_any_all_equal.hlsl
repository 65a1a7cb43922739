// ARGS: -T cs_6_0 -fvk-u-shift 16 all
// WaveActiveAnyTrue, WaveActiveAllTrue, WaveActiveAllEqual (scalar and vector).
RWStructuredBuffer<uint> Out : register(u0);
StructuredBuffer<float3> In : register(t0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float3 v = In[id.x];
    uint r = 0;
    r |= WaveActiveAnyTrue(v.x > 1.0) ? 1u : 0u;
    r |= WaveActiveAllTrue(v.y >= 0.0) ? 2u : 0u;
    r |= WaveActiveAllEqual(id.x / 64) ? 4u : 0u;
    bool3 eq = WaveActiveAllEqual(v);
    r |= all(eq) ? 8u : 0u;
    Out[id.x] = r;
}
