// Swizzles as assignment targets: write masks, reordered writes, compound ops.
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = 0;
    v.x = (float)id.x;
    v.zy = float2(5.0, 6.0);
    v.w = v.x + 1.0;
    v.yx += float2(10.0, 20.0);
    v.rgb *= 2.0;
    float4 w = v;
    w.wzyx = v;
    Out[id.x * 2] = v;
    Out[id.x * 2 + 1] = w;
    Out[0].y = 1.0;         // write mask through a buffer element
}
