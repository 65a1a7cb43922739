// Swizzles of literals (fxc and DXC take them): 1.xxx is the int 1
// replicated, 0.5.xx a float one; also on a parenthesised expression.
// glslang: rejects (a literal swizzle)
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float3 a = 1.xxx;
    float4 b = 0.5.xxxx;
    float2 c = 2.0f.rr;
    int3 d = 7.rrr;
    float4 e = (id.x * 0.25).xxxx;
    Out[id.x] = float4(a, 1) + b + c.xyxy + float4(d, 0) + e;
}
