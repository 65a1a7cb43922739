// ARGS: -HV 2021
// A textured, normal-mapped mesh: the vertex shader transforms it, the
// pixel shader samples albedo and a normal map with one sampler and
// lights it (a vertex and pixel pair, both compiled: no -E).
cbuffer Frame : register(b0, space2) { float4x4 World; float4x4 ViewProj; float3 LightDir; float Time; };
Texture2D<float4> AlbedoMap : register(t0);
Texture2D<float2> NormalMap : register(t1);
SamplerState Aniso : register(s0, space1);

struct VSIn { float3 pos : POSITION; float3 normal : NORMAL; float4 tangent : TANGENT; float2 uv : TEXCOORD0; };
struct PSIn { float4 pos : SV_Position; float3 normal : NORMAL; float3 tangent : TANGENT; float3 bitangent : BINORMAL; float2 uv : TEXCOORD0; };

[shader("vertex")]
PSIn vs_main(VSIn v)
{
    PSIn o;
    float4 world = mul(World, float4(v.pos, 1.0));
    o.pos = mul(ViewProj, world);
    o.normal = normalize(mul((float3x3)World, v.normal));
    o.tangent = normalize(mul((float3x3)World, v.tangent.xyz));
    o.bitangent = cross(o.normal, o.tangent) * v.tangent.w;
    o.uv = v.uv;
    return o;
}

[shader("pixel")]
float4 ps_main(PSIn i) : SV_Target
{
    float4 albedo = AlbedoMap.Sample(Aniso, i.uv);
    float2 nxy = NormalMap.Sample(Aniso, i.uv) * 2.0 - 1.0;
    float3 nt = float3(nxy, sqrt(saturate(1.0 - dot(nxy, nxy))));
    float3 n = normalize(nt.x * i.tangent + nt.y * i.bitangent + nt.z * i.normal);
    float ndl = saturate(dot(n, -LightDir));
    return float4(albedo.rgb * (0.1 + 0.9 * ndl), albedo.a);
}
