// EXPECT: PRISM3514 (8,19) invalid swizzle 'xq'
RWStructuredBuffer<float2> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = 1.0;
    Out[id.x] = v.xq;
}
