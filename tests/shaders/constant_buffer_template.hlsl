// ARGS: -T cs_6_0 -fvk-u-shift 16 all
// ConstantBuffer<T>: members through the buffer name, the whole struct copied
// out, and a struct passed to a function.
// glslang: rejects (no conversion of a ConstantBuffer<T> to T, in a copy or an argument)
struct SceneParams
{
    float4x4 viewProj;
    float3 eye;
    uint frame;
    float4 tint;
};
ConstantBuffer<SceneParams> Scene : register(b0);
ConstantBuffer<SceneParams> Other : register(b1);
RWStructuredBuffer<float4> Out : register(u0);

float4 Shade(SceneParams p, float4 v) { return mul(p.viewProj, v) * p.tint; }

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = float4(Scene.eye, (float)(Scene.frame + id.x));
    SceneParams copy = Other;
    Out[id.x] = Shade(Scene, v) + Shade(copy, v.wzyx);
}
