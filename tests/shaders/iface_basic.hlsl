// HLSL interfaces and classes: interface ILight declares the methods,
// each class defines them; calls are resolved on the class statically
// (Shader Model 6 has no dynamic linkage), as DXC does.
// glslang: rejects (interfaces)
interface ILight
{
    float3 illuminate(float3 n);
    float strength();
};

class Ambient : ILight
{
    float3 color;
    float3 illuminate(float3 n) { return color; }
    float strength() { return 0.25; }
};

class Directional : ILight
{
    float3 dir;
    float3 color;
    float3 illuminate(float3 n) { return color * saturate(dot(n, dir)); }
    float strength() { return 1; }
};

RWStructuredBuffer<float3> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Ambient a = { float3(0.1, 0.1, 0.2) };
    Directional d = { float3(0, 1, 0), float3(1, 0.9, 0.8) };
    float3 n = normalize(float3(id.x, 8, 0));
    Out[id.x] = a.illuminate(n) * a.strength() + d.illuminate(n) * d.strength();
}
