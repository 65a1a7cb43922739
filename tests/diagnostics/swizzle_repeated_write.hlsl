// EXPECT: PRISM3509 (8,7) swizzle 'xx' repeats a component: it cannot be assigned
RWStructuredBuffer<float2> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 v = 0;
    v.xx = float2(1.0, 2.0);
    Out[id.x] = v;
}
