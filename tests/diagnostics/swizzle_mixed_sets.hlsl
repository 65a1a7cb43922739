// EXPECT: PRISM3515 (8,19) swizzle 'xg' mixes the xyzw and rgba sets
RWStructuredBuffer<float2> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = 1.0;
    Out[id.x] = v.xg;
}
