// ARGS: -T ps_6_0
// The lighting pass of a deferred renderer: reads the G-buffer (albedo,
// normals, depth) texel by texel with Load, rebuilds the world position
// from depth and accumulates point lights from a structured buffer.
struct Light { float3 pos; float radius; float3 color; float pad; };
cbuffer Camera : register(b0, space2) { float4x4 InvViewProj; float3 Eye; uint LightCount; };
Texture2D<float4> GAlbedo : register(t0);
Texture2D<float4> GNormal : register(t1);
Texture2D<float> GDepth : register(t2);
StructuredBuffer<Light> Lights : register(t3);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    int3 p = int3(pos.xy, 0);
    float4 albedo = GAlbedo.Load(p);
    float3 n = normalize(GNormal.Load(p).xyz * 2.0 - 1.0);
    float depth = GDepth.Load(p);
    float4 clip = float4(uv * float2(2, -2) + float2(-1, 1), depth, 1);
    float4 wp = mul(InvViewProj, clip);
    float3 world = wp.xyz / wp.w;
    float3 v = normalize(Eye - world);
    float3 sum = albedo.rgb * 0.05;
    for (uint i = 0; i < LightCount; i++) {
        Light l = Lights[i];
        float3 d = l.pos - world;
        float dist = length(d);
        float3 ld = d / dist;
        float att = saturate(1.0 - dist / l.radius);
        float3 h = normalize(ld + v);
        float spec = pow(saturate(dot(n, h)), 32.0) * albedo.a;
        sum += (albedo.rgb * saturate(dot(n, ld)) + spec) * l.color * att * att;
    }
    return float4(sum, 1.0);
}
