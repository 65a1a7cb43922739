// Swizzles for reading: xyzw and rgba sets, repeats, reordering, scalar swizzles.
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = float4(1.0, 2.0, 3.0, 4.0) + (float)id.x;
    float4 a = v.wzyx;
    float4 b = v.xxyy;
    float3 c = v.rgb;
    float2 d = v.ab;
    float s = (float)id.x;
    float4 e = s.xxxx;      // scalar swizzle
    float2 f = v.zw.yx;     // swizzle of a swizzle
    Out[id.x * 3 + 0] = a + b;
    Out[id.x * 3 + 1] = float4(c, d.x) + e;
    Out[id.x * 3 + 2] = float4(d, f);
}
